import type { DeepStrings } from "../types.ts";
import type { gdpr as hr } from "../hr/gdpr.ts";

/** German texts of the data-protection notice, typed against the Croatian source. */
export const gdpr: DeepStrings<typeof hr> = {
  subject: "Datenschutz: {event} – {email}",
  consentWithdrawn: "Einwilligung widerrufen",
  dataExported: "Daten exportiert",
  intro: "{brand}: ein Eintrag für das Verzeichnis der Datenschutzvorgänge.",
  event: "Ereignis",
  email: "E-Mail",
  at: "Zeit",
  form: "Formular",
  consents: "Einwilligungen",
  by: "Exportiert von",
  version: "Version {version}",
};
