import type { DeepStrings } from "../types.ts";
import type { events as source } from "../hr/events.ts";

export const events: DeepStrings<typeof source> = {
  when: "Wann",
  where: "Wo",
  seats: "Freie Plätze",
  seatsLeft: "Noch {seats} freie Plätze",
  soldOut: "Ausgebucht",
  addToCalendar: "Zum Kalender hinzufügen (.ics)",
  ended: "Diese Veranstaltung ist vorbei.",
  timeZoneNote: "Zeiten in Zagreber Zeit.",
};
