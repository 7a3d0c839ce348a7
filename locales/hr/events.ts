/** Texts of the events (src/features/events, spec 2 event page). */
export const events = {
  when: "Kada",
  where: "Gdje",
  seats: "Slobodna mjesta",
  seatsLeft: "Još {seats} slobodnih mjesta",
  soldOut: "Popunjeno",
  addToCalendar: "Dodaj u kalendar (.ics)",
  ended: "Ovaj je događaj završio.",
  timeZoneNote: "Vrijeme je po zagrebačkom vremenu.",
} as const;
