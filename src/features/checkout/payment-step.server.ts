import { data, redirect, type ActionFunctionArgs } from "react-router";
import { screenPath } from "#common/route-paths.ts";
import type { Address, PaymentMethod } from "#generated/types.ts";
import validateCheckoutPayment from "#generated/validators/forms/checkout-payment.js";
import { failure, type FormFailure } from "#src/features/account/action-helpers.server.ts";
import { formErrors } from "#src/features/account/form-data.ts";
import { cookieSecurity } from "#src/features/auth/session-cookies.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languages } from "#src/lib/languages.ts";
import {
  addressIds,
  customerAddresses,
  type CheckoutContext,
  type PostedForm,
} from "./checkout-context.server.ts";
import {
  clearCheckoutConsentsCookie,
  lastOrderCookie,
  readCheckoutConsents,
} from "./checkout-cookies.ts";
import {
  askedIds,
  checkoutConsentsOf,
  hasRequiredConsents,
  postedIds,
} from "./checkout-consents.ts";
import { expectedFields, readExpected } from "./expected-cart.ts";
import { type PaymentHandoff, paymentHandoff } from "./payment-handoff.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** What a refused payment step hands back: spec 4 change detection, or a payment form to submit. */
export type PaymentResult = FormFailure &
  PaymentHandoff & {
    cartChanged?: boolean;
    memberCardInvalid?: boolean;
  };

/** spec 7 getApplicablePaymentMethods: a customer's by their billing address id. */
function paymentMethods(checkout: CheckoutContext, addresses: readonly Address[]) {
  const { userBillingAddressId } = addressIds(addresses);
  return dataOf(
    checkout.site.api.POST("/api/v2/checkout/getApplicablePaymentMethods", {
      body: {
        ...checkout.cartSession,
        ...checkout.user,
        ...(checkout.session && userBillingAddressId && { userBillingAddressId }),
      },
      headers: checkout.headers,
    }),
  );
}

/**
 * spec 4: with exactly one method, of paymentType HPF, it is chosen for the shopper (and, once
 * the hosted payment form exists, submitted at once; the payments issue). Cash on delivery and
 * bank transfer are never chosen for the shopper.
 */
export function autoPaymentMethod(methods: readonly PaymentMethod[]): number | undefined {
  const [only] = methods;
  return methods.length === 1 && only?.paymentType === "HPF" ? only.id : undefined;
}

/**
 * The payment step (spec 2): methods, the saved choice, consents (null: not fetched, spec 4, 5)
 * and what the shopper sees.
 */
export async function paymentStep(checkout: CheckoutContext, addresses: readonly Address[]) {
  const [methods, consents] = await Promise.all([
    paymentMethods(checkout, addresses),
    checkoutConsentsOf(checkout.site, "checkoutPayment"),
  ]);
  const chosen = checkout.cart.paymentMethodId ?? autoPaymentMethod(methods);
  return {
    methods,
    values: { paymentMethodId: chosen ? String(chosen) : "" },
    consents,
    expected: expectedFields(checkout.cart),
  };
}

/** The company of a company order (spec 7 savePaymentMethod companyData), if it is one. */
async function companyData(checkout: CheckoutContext) {
  const { session, site, headers, cart } = checkout;
  if (!session) {
    const company = cart.guestUser?.company;
    return company ? { companyName: company.name, oib: company.oib } : undefined;
  }
  const { shipping } = customerAddresses(
    await dataOf(site.api.GET("/api/v1/user/web/address/filter", { headers })),
  );
  return shipping?.companyName && shipping.companyOIB
    ? { companyName: shipping.companyName, oib: shipping.companyOIB }
    : undefined;
}

/**
 * spec 4 order placement: the consents (both steps' required ones, fetched for the post: when
 * they cannot be, the form comes back with consentsNotFetched and no order), a method (spec 5
 * paymentMethodUndefined), the method saved, the member card still valid, then order/create
 * with what the shopper saw (409 cartChanged: the 12 s toast, the new cart, no order). Done at
 * once (no paymentType): the cart session is cleared and the shopper sees the success page.
 */
export async function submitPayment(
  args: ActionFunctionArgs,
  checkout: CheckoutContext,
  { form, texts, translate }: PostedForm,
) {
  const intent = "payment";
  const { site, headers, cartSession, user, cart, cookieHeader } = checkout;
  const methodValue = form.get("paymentMethodId");
  const [asked, addressAsked] = await Promise.all([
    checkoutConsentsOf(site, "checkoutPayment"),
    checkoutConsentsOf(site, "checkoutAddress"),
  ]);
  const askedNow = asked ? askedIds(asked) : postedIds(form);
  const consents = postedIds(form).filter(
    (id, index, all) => askedNow.includes(id) && all.indexOf(id) === index,
  );
  const values = {
    paymentMethodId: typeof methodValue === "string" ? methodValue : "",
    ...Object.fromEntries(consents.map((id) => [`consents.${id}`, "on"])),
  };
  // spec 4, 5: no order without the consents' check
  if (!asked || !addressAsked) {
    const formError = translate("validation.consentsNotFetched", {});
    return failure({ intent, fields: {}, formError, values }, 503);
  }
  const input = {
    ...(typeof methodValue === "string" && /^[1-9][0-9]{0,9}$/.test(methodValue)
      ? { paymentMethodId: Number(methodValue) }
      : {}),
    consents,
  };
  const fields = formErrors(validateCheckoutPayment, input, translate) ?? {};
  if (fields.paymentMethodId) fields.paymentMethodId = texts.checkout.errors.paymentMethodUndefined;
  if (!hasRequiredConsents(asked, consents))
    fields.consents = translate("validation.consentRequired", {});
  if (Object.keys(fields).length > 0) return failure({ intent, fields, values });

  const path = new URL(args.request.url).pathname.replace(/\.data$/, "");
  const addressConsents = readCheckoutConsents(cookieHeader, askedIds(addressAsked));
  // the address step's consents went with its post; without them that step comes again
  if (!hasRequiredConsents(addressAsked, addressConsents)) return redirect(`${path}?step=address`);
  const expected = readExpected(form);
  const refused = (result: PaymentResult, status: number) => data(result, { status });
  try {
    const company = await companyData(checkout);
    await dataOf(
      site.api.PUT("/api/v2/checkout/savePaymentMethod", {
        body: {
          ...cartSession,
          ...user,
          paymentMethodId: Number(methodValue),
          ...(company && { companyData: company }),
        },
        headers,
      }),
    );
    if (cart.memberCardBarcode) {
      const validation = await dataOf(
        site.api.POST("/api/v2/cart/validateCart", { body: cartSession, headers }),
      );
      if (!validation.validateMemberCard)
        return refused({ intent, fields: {}, values, memberCardInvalid: true }, 409);
    }
    const language = languages[site.language].code2;
    const origin = new URL(args.request.url).origin;
    const result = await dataOf(
      site.api.POST("/api/v2/order/create", {
        body: {
          ...cartSession,
          ...user,
          consents: [...addressConsents, ...consents],
          ...(expected && { expected }),
          successURL: origin + screenPath("checkoutSuccess", language),
          failureURL: origin + screenPath("checkoutFailure", language),
        },
        headers,
      }),
    );
    const security = cookieSecurity(args.request);
    const response = new Headers();
    for (const cookie of [
      clearCheckoutConsentsCookie(security),
      lastOrderCookie(cartSession, security),
    ])
      response.append("Set-Cookie", cookie);
    // spec 4: the order is placed (its cart archived): the cart session ends (the site
    // middleware deletes its cookies), and the success page knows the order by lastOrder
    site.cart.forget();
    // spec 4: a hosted payment form (HPF), inserted and submitted by the payment step, or the
    // card wallet's buttons; the provider's word pays the order (decision 045)
    const handoff = paymentHandoff(result, language);
    if (handoff)
      return data({ intent, fields: {}, values, ...handoff } satisfies PaymentResult, {
        headers: response,
      });
    const success = screenPath("checkoutSuccess", language);
    const query = new URLSearchParams({ orderSlug: result.orderSlug });
    return redirect(`${success}?${query.toString()}`, { headers: response });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 409 && error.key === "api.cartChanged")
      return refused({ intent, fields: {}, values, cartChanged: true }, 409);
    return refused(
      { intent, fields: {}, formError: error.message, values },
      error.status >= 400 ? error.status : 502,
    );
  }
}
