/**
 * The notice to the site's SendGdprTo address (issue 21): what a data subject did or what was
 * done with their data. Only the server reads these.
 */
export const gdpr = {
  subject: "Zaštita podataka: {event} – {email}",
  consentWithdrawn: "povučena privola",
  dataExported: "izvezeni podaci",
  intro: "{brand}: zapis za evidenciju zaštite osobnih podataka.",
  event: "Događaj",
  email: "E-mail",
  at: "Vrijeme",
  form: "Obrazac",
  consents: "Privole",
  by: "Izvezao/la",
  version: "verzija {version}",
} as const;
