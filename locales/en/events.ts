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
  // signing up (decision 054): the sign-up form's texts, on the page and in /admin/forms
  signupTitle: "Sign up for the event",
  signupIntro: "Reserve your seats: up to {max} per sign-up.",
  signupSubmit: "Sign me up",
  signupSent: "Thank you, you are signed up! See you at the event.",
  signupName: "Full name",
  signupEmail: "E-mail",
  signupSeats: "Seats",
  signupEvent: "Event",
  signupClosedSoldOut: "Every seat is taken: sign-ups are closed.",
};
