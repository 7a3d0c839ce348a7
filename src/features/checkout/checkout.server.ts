import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { Address, Cart } from "#generated/types.ts";
import { failure, readAction } from "#src/features/account/action-helpers.server.ts";
import { addressStep, submitAddress } from "./address-step.server.ts";
import { customerAddresses, loadCheckout } from "./checkout-context.server.ts";
import { readCheckoutConsents } from "./checkout-cookies.ts";
import { askedIds, checkoutConsentsOf, hasRequiredConsents } from "./checkout-consents.ts";
import { shownStep, stepsOf } from "./checkout-steps.ts";
import { paymentStep, submitPayment } from "./payment-step.server.ts";
import { shippingStep, submitShipping } from "./shipping-step.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The summary column (spec 2): the lines and prices as the server computed them. */
function summaryOf(cart: Cart) {
  return {
    items: cart.items.map((item) => ({
      itemId: item.itemId,
      name: item.productData.name,
      variantLabel: item.productData.variantLabel ?? null,
      qty: item.qty,
      media: item.productData.media[0] ?? null,
      row: item.prices.row,
      convertedRow: item.prices.converted?.row ?? null,
    })),
    prices: cart.prices,
    coupon: cart.coupon?.code ?? cart.couponCode,
    hasDelivery: cart.deliveryMethodId !== null,
  };
}

export type CheckoutSummary = ReturnType<typeof summaryOf>;

/**
 * spec 2 checkout, one step at a time (the `step` query; a step whose earlier steps are not
 * done shows the furthest open one): the step's data, the summary, who orders.
 */
export async function checkoutLoader(args: LoaderFunctionArgs) {
  const checkout = await loadCheckout(args);
  const { site, session, headers, cart, cookieHeader } = checkout;
  const url = new URL(args.request.url);
  const [settings, addresses, addressConsents] = await Promise.all([
    dataOf(site.api.GET("/api/v2/ecommerce/settings/getCheckoutSettings", { headers })),
    session
      ? dataOf(site.api.GET("/api/v1/user/web/address/filter", { headers }))
      : Promise.resolve<Address[]>([]),
    checkoutConsentsOf(site, "checkoutAddress"),
  ]);
  const saved = customerAddresses(addresses);
  const guestAddresses = cart.guestUser?.addresses ?? [];
  // the address step's consents not fetched: that step comes again, showing why (spec 4, 5)
  const hasAddress =
    addressConsents !== null &&
    hasRequiredConsents(
      addressConsents,
      readCheckoutConsents(cookieHeader, askedIds(addressConsents)),
    ) &&
    (session ? Boolean(saved.main && saved.shipping) : guestAddresses.length > 0);
  const step = shownStep(url.searchParams.get("step"), {
    isDigitalOnly: cart.digitalOnly,
    hasAddress,
    hasDelivery: cart.deliveryMethodId !== null,
  });
  const base = {
    steps: stepsOf(cart.digitalOnly),
    // spec 4 skipShippingStep: back from payment goes to the address step
    isSkippingShipping: settings.skipShippingStep && cart.deliveryMethodId !== null,
    language: site.language,
    customerEmail: session?.user.email ?? null,
    summary: summaryOf(cart),
  };
  if (step === "address")
    return { ...base, step, address: await addressStep(checkout, addresses, url, addressConsents) };
  if (step === "shipping")
    return { ...base, step, shipping: await shippingStep(checkout, addresses) };
  return { ...base, step, payment: await paymentStep(checkout, addresses) };
}

export type CheckoutData = Awaited<ReturnType<typeof checkoutLoader>>;

/** The steps' forms by intent: address, shipping, payment (spec 4). */
export async function checkoutAction(args: ActionFunctionArgs) {
  const posted = await readAction(args);
  const checkout = await loadCheckout(args);
  const intent = posted.form.get("intent");
  if (intent === "address") return submitAddress(args, checkout, posted);
  if (intent === "shipping") return submitShipping(args, checkout, posted);
  if (intent === "payment") return submitPayment(args, checkout, posted);
  return failure({ intent: "", fields: {}, values: {} });
}
