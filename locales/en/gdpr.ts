import type { DeepStrings } from "../types.ts";
import type { gdpr as hr } from "../hr/gdpr.ts";

/** English texts of the data-protection notice, typed against the Croatian source. */
export const gdpr: DeepStrings<typeof hr> = {
  subject: "Data protection: {event} – {email}",
  consentWithdrawn: "consent withdrawn",
  dataExported: "data exported",
  intro: "{brand}: a record for the data protection register.",
  event: "Event",
  email: "E-mail",
  at: "Time",
  form: "Form",
  consents: "Consents",
  by: "Exported by",
  version: "version {version}",
};
