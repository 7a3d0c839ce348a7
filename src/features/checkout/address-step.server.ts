import { redirect, type ActionFunctionArgs } from "react-router";
import type { Address } from "#generated/types.ts";
import validateCheckoutAddress from "#generated/validators/forms/checkout-address.js";
import { failure } from "#src/features/account/action-helpers.server.ts";
import { apiFieldErrors, formErrors } from "#src/features/account/form-data.ts";
import { cookieSecurity } from "#src/features/auth/session-cookies.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { addressValues, isSameAddress } from "./address-values.ts";
import {
  addressFieldName,
  guestFieldName,
  readCheckoutAddress,
  savedAddresses,
} from "./checkout-address-input.ts";
import {
  availableCountries,
  customerAddresses,
  loadCheckout,
  type CheckoutContext,
  type PostedForm,
} from "./checkout-context.server.ts";
import {
  checkoutConsentsCookie,
  guestUserCookie,
  readCheckoutConsents,
  readGuestEmail,
} from "./checkout-cookies.ts";
import {
  askedIds,
  checkoutConsentsOf,
  hasRequiredConsents,
  postedIds,
  type FetchedConsents,
} from "./checkout-consents.ts";
import { skipShipping } from "./shipping-step.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The address step (spec 2): the countries, the form filled in with what the shopper gave
 * before (the guest's addresses on the cart; a customer's Main and Shipping address, or the
 * saved address they picked with `?from=`), their saved addresses, and the step's consents
 * as the loader fetched them (null: not fetched, spec 4, 5).
 */
export async function addressStep(
  checkout: CheckoutContext,
  addresses: readonly Address[],
  url: URL,
  consents: FetchedConsents,
) {
  const { cart, session, cookieHeader } = checkout;
  const countries = await availableCountries(checkout);
  let delivery: Record<string, string>;
  let billing: Record<string, string>;
  let isBillingDifferent: boolean;
  if (session) {
    const { main, shipping } = customerAddresses(addresses);
    const picked = addresses.find((address) => String(address.id) === url.searchParams.get("from"));
    const source = picked ?? shipping ?? main;
    delivery = source
      ? addressValues(source, "delivery.")
      : {
          "delivery.firstName": session.user.details.firstName,
          "delivery.lastName": session.user.details.lastName,
          "delivery.contactEmail": session.user.email,
        };
    billing = addressValues(main, "billing.");
    isBillingDifferent = Boolean(main && source && !isSameAddress(main, source));
  } else {
    const guestAddresses = cart.guestUser?.addresses ?? [];
    const shipping = guestAddresses.find((address) => address.type === "Shipping");
    const main = guestAddresses.find((address) => address.type === "Main");
    const email = cart.guestUser?.email ?? readGuestEmail(cookieHeader);
    delivery = {
      ...(email && { "delivery.contactEmail": email }),
      ...addressValues(shipping, "delivery."),
    };
    billing = addressValues(main, "billing.");
    isBillingDifferent = Boolean(main && shipping && !isSameAddress(main, shipping));
  }
  const accepted = consents ? readCheckoutConsents(cookieHeader, askedIds(consents)) : [];
  return {
    countries,
    values: {
      ...delivery,
      ...billing,
      isBillingDifferent: isBillingDifferent ? "on" : "",
      ...Object.fromEntries(accepted.map((id) => [`consents.${id}`, "on"])),
    },
    savedAddresses: session ? addresses : [],
    consents,
  };
}

/**
 * spec 4 address step: the form's schema (spec 5 rules) and its required consents (fetched for
 * the post: when they cannot be, the form comes back with consentsNotFetched), then the
 * addresses: a customer's Main and Shipping address updated when they exist, else created; a
 * guest's kept on the cart (updateGuestUser) with the guestUser cookie. Then on to shipping
 * (payment for an e-product cart; with skipShippingStep the first method is saved at once).
 */
export async function submitAddress(
  args: ActionFunctionArgs,
  checkout: CheckoutContext,
  { form, translate }: PostedForm,
) {
  const intent = "address";
  const { site, session, headers, cartSession } = checkout;
  const asked = await checkoutConsentsOf(site, "checkoutAddress");
  // spec 4, 5: never saved without the consents' check; what was typed and ticked comes back
  if (!asked) {
    const formError = translate("validation.consentsNotFetched", {});
    const { values } = readCheckoutAddress(form, postedIds(form));
    return failure({ intent, fields: {}, formError, values }, 503);
  }
  const { values, input, consents } = readCheckoutAddress(form, askedIds(asked));
  const fields = formErrors(validateCheckoutAddress, input, translate, addressFieldName) ?? {};
  if (!hasRequiredConsents(asked, consents))
    fields.consents = translate("validation.consentRequired", {});
  if (Object.keys(fields).length > 0) return failure({ intent, fields, values });
  const { main, shipping } = savedAddresses(input);
  const security = cookieSecurity(args.request);
  const cookies = [checkoutConsentsCookie(consents, security)];
  try {
    if (session) {
      const saved = customerAddresses(
        await dataOf(site.api.GET("/api/v1/user/web/address/filter", { headers })),
      );
      for (const [address, body] of [
        [saved.shipping, shipping],
        [saved.main, main],
      ] as const) {
        if (address)
          await dataOf(
            site.api.PATCH("/api/v1/user/web/address/update/{id}", {
              params: { path: { id: address.id } },
              body,
              headers,
            }),
          );
        else await dataOf(site.api.POST("/api/v1/user/web/address/create", { body, headers }));
      }
    } else {
      await dataOf(
        site.api.POST("/api/v2/cart/updateGuestUser", {
          body: {
            ...cartSession,
            email: shipping.contactEmail,
            details: { firstName: shipping.firstName, lastName: shipping.lastName },
            company:
              shipping.isCompany && shipping.companyName && shipping.companyOIB
                ? { name: shipping.companyName, oib: shipping.companyOIB }
                : null,
            addresses: [main, shipping],
          },
          headers,
        }),
      );
      cookies.push(guestUserCookie(shipping.contactEmail, security));
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const isDifferent = Boolean(input.isBillingDifferent);
    const nameOf = session
      ? (path: string) => `delivery.${path.split("/").pop() ?? ""}`
      : (path: string) => guestFieldName(path, isDifferent);
    return failure(
      { intent, fields: apiFieldErrors(error, nameOf), formError: error.message, values },
      error.status >= 400 ? error.status : 502,
    );
  }
  const next = checkout.cart.digitalOnly
    ? "payment"
    : (await skipShipping(await loadCheckout(args)))
      ? "payment"
      : "shipping";
  const response = new Headers();
  for (const cookie of cookies) response.append("Set-Cookie", cookie);
  return redirect(`${stepPath(args.request)}?step=${next}`, { headers: response });
}

/** The checkout's own path (the form's action), without React Router's `.data` suffix. */
export function stepPath(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "");
}
