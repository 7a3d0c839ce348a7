import validateCheckoutAddress from "#generated/validators/forms/checkout-address.js";
import { translateWith } from "#common/validation-messages.ts";
import { formErrors } from "#src/features/account/form-data.ts";
import { textsOf } from "#src/lib/texts.ts";
import { addressFieldName, readCheckoutAddress } from "./checkout-address-input.ts";
import type { FetchedConsents } from "./checkout-consents.ts";

/**
 * spec 5 in the browser: the address step's form checked by the same generated validator and
 * messages as the server's, and its required consents (as the page got them; not fetched, the
 * server refuses the post with consentsNotFetched). A module of its own, loaded when the
 * shopper first touches the form (the validator of two addresses is the largest part of the
 * checkout's code). Answers the errors by field name, none when the form may be sent.
 */
export function addressErrors(
  form: FormData,
  input: { code2: string; consents: FetchedConsents },
): Record<string, string> {
  const asked = input.consents ?? [];
  const { input: address, consents } = readCheckoutAddress(
    form,
    asked.map((consent) => consent.id),
  );
  const texts = textsOf(input.code2);
  const translate = translateWith(texts.validation);
  const found = formErrors(validateCheckoutAddress, address, translate, addressFieldName) ?? {};
  if (asked.some((consent) => consent.isRequired && !consents.includes(consent.id)))
    found.consents = texts.validation.consentRequired;
  return found;
}
