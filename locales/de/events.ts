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
  // signing up (decision 054): the sign-up form's texts, on the page and in /admin/forms
  signupTitle: "Zur Veranstaltung anmelden",
  signupIntro: "Reservieren Sie Ihre Plätze: bis zu {max} pro Anmeldung.",
  signupSubmit: "Anmelden",
  signupSent: "Danke, Sie sind angemeldet! Wir sehen uns bei der Veranstaltung.",
  signupName: "Vor- und Nachname",
  signupEmail: "E-Mail",
  signupSeats: "Anzahl der Plätze",
  signupEvent: "Veranstaltung",
  signupClosedSoldOut: "Alle Plätze sind vergeben, die Anmeldung ist geschlossen.",
};
