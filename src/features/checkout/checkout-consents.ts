import { formConsents } from "#generated/form-consents.ts";

/** The two checkout forms with consents (their schemas' x-consents, spec 3 assignment). */
export type CheckoutConsentForm = "checkoutAddress" | "checkoutPayment";

/** A consent as a step shows it: its label in the page's language, required ones starred (spec 5). */
export type ShownConsent = { id: string; label: string; isRequired: boolean };

/** The consents a step asks for, in a language (hrv, eng, deu; Croatian when missing). */
export function consentsOf(form: CheckoutConsentForm, language: string): ShownConsent[] {
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

/** The ids a step asks for. */
export const askedConsents = (form: CheckoutConsentForm): string[] =>
  formConsents[form].consents.map((consent) => consent.id);

/** spec 5: every required consent of the step is among the accepted ones. */
export function hasRequiredConsents(
  form: CheckoutConsentForm,
  accepted: readonly string[],
): boolean {
  const required: readonly string[] = formConsents[form].requiredConsents;
  return required.every((id) => accepted.includes(id));
}
