import type { SiteRequest } from "#src/features/site/site-context.ts";
import { type FetchedConsents, formConsentsOf } from "#src/features/account/shown-consents.ts";

export {
  askedIds,
  hasRequiredConsents,
  postedIds,
  type FetchedConsents,
  type ShownConsent,
} from "#src/features/account/shown-consents.ts";

/** The two checkout forms with consents (spec 3 assignment's assigned_to; decision 047). */
export type CheckoutConsentForm = "checkoutAddress" | "checkoutPayment";

/** The consents a checkout step asks for, fetched for this request; null when they could not be. */
export const checkoutConsentsOf = (
  site: Pick<SiteRequest, "api">,
  form: CheckoutConsentForm,
): Promise<FetchedConsents> => formConsentsOf(site, form);
