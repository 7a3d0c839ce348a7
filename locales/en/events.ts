import type { DeepStrings } from "../types.ts";
import type { events as source } from "../hr/events.ts";

export const events: DeepStrings<typeof source> = {
  when: "When",
  where: "Where",
  seats: "Seats available",
  seatsLeft: "{seats} seats left",
  soldOut: "Sold out",
  addToCalendar: "Add to calendar (.ics)",
  ended: "This event has ended.",
  timeZoneNote: "Times are Zagreb time.",
};
