import { type ConsentForm, formConsents } from "#generated/form-consents.ts";

/** A consent as a form shows it: its label in the page's language, required ones starred (spec 5). */
export type ShownConsent = { id: string; label: string; isRequired: boolean };

/** The consents a form asks for (its schema's x-consents), in a language (Croatian when missing). */
export function consentsOf(form: ConsentForm, language: string): ShownConsent[] {
  const assignment = formConsents[form];
  const required: readonly string[] = assignment.requiredConsents;
  return assignment.consents.map((consent) => {
    const names: Record<string, string> = consent.displayName;
    return {
      id: consent.id,
      label: names[language] ?? consent.displayName.hrv,
      isRequired: required.includes(consent.id),
    };
  });
}
