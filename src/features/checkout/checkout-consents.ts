import { formConsents } from "#generated/form-consents.ts";

export { consentsOf, type ShownConsent } from "#src/features/account/shown-consents.ts";

/** The two checkout forms with consents (their schemas' x-consents, spec 3 assignment). */
export type CheckoutConsentForm = "checkoutAddress" | "checkoutPayment";

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
