import { redirect, type ActionFunctionArgs } from "react-router";
import type { Address, DeliveryMethod } from "#generated/types.ts";
import { failure } from "#src/features/account/action-helpers.server.ts";
import { ApiError } from "#src/lib/api-error.ts";
import {
  addressIds,
  availableCountries,
  type CheckoutContext,
  type PostedForm,
} from "./checkout-context.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * spec 7 getApplicableDeliveryMethods, priced for this cart in the shopper's currency: a
 * customer's by their Main and Shipping address ids (none without both), a guest's by the
 * country of the delivery address found in the country list.
 */
export async function deliveryMethods(
  checkout: CheckoutContext,
  customerAddressList?: readonly Address[],
): Promise<DeliveryMethod[]> {
  const { site, headers, cartSession, user, session, cart } = checkout;
  if (cart.digitalOnly) return [];
  const body = {
    ...cartSession,
    ...user,
    ...(site.currency && { currencyId: site.currency.id }),
  };
  if (session) {
    const list =
      customerAddressList ??
      (await dataOf(site.api.GET("/api/v1/user/web/address/filter", { headers })));
    const ids = addressIds(list);
    if (!ids.userBillingAddressId || !ids.userShippingAddressId) return [];
    Object.assign(body, ids);
  } else {
    const iso = cart.guestUser?.addresses?.find((address) => address.type === "Shipping")?.country;
    if (!iso) return [];
    const country = (await availableCountries(checkout)).find((each) => each.iso === iso);
    if (!country) return [];
    Object.assign(body, { countryId: country.id });
  }
  return dataOf(site.api.POST("/api/v2/checkout/getApplicableDeliveryMethods", { body, headers }));
}

/** spec 7 saveDeliveryMethod: the method and, when it has branches, the branch. */
function saveDelivery(checkout: CheckoutContext, deliveryMethodId: number, branchId?: string) {
  return dataOf(
    checkout.site.api.PUT("/api/v2/checkout/saveDeliveryMethod", {
      body: {
        ...checkout.cartSession,
        ...checkout.user,
        deliveryMethodId,
        ...(branchId && { branchId }),
      },
      headers: checkout.headers,
    }),
  );
}

/**
 * spec 4 skipShippingStep: the first applicable method is picked and saved without the
 * shopper. A first method with branches still needs the shopper's branch, so the step shows.
 * True when the method was saved.
 */
export async function skipShipping(checkout: CheckoutContext): Promise<boolean> {
  const settings = await dataOf(
    checkout.site.api.GET("/api/v2/ecommerce/settings/getCheckoutSettings", {
      headers: checkout.headers,
    }),
  );
  if (!settings.skipShippingStep) return false;
  const [first] = await deliveryMethods(checkout);
  if (!first || first.options.branches.length > 0) return false;
  try {
    await saveDelivery(checkout, first.id);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** The shipping step (spec 2): the methods with prices and branches, and the saved choice. */
export async function shippingStep(checkout: CheckoutContext, addresses: readonly Address[]) {
  const methods = await deliveryMethods(checkout, addresses);
  return {
    methods,
    values: {
      deliveryMethodId: String(checkout.cart.deliveryMethodId ?? ""),
      branchId: checkout.cart.options.deliveryBranchId ?? "",
    },
  };
}

/**
 * spec 4, 5 shipping: a method is required (shippingMethodUndefined), must be one offered
 * (shippingMethodNotFound) and, with branches, needs one of them (shippingBranchUndefined).
 * A save the server refuses restores the previous choice (spec 4).
 */
export async function submitShipping(
  args: ActionFunctionArgs,
  checkout: CheckoutContext,
  { form, texts }: PostedForm,
) {
  const intent = "shipping";
  const messages = texts.checkout.errors;
  const methodValue = form.get("deliveryMethodId");
  const method = (await deliveryMethods(checkout)).find((each) => String(each.id) === methodValue);
  const branchValue = method ? form.get(`branch.${method.id}`) : null;
  const typed = {
    deliveryMethodId: typeof methodValue === "string" ? methodValue : "",
    branchId: typeof branchValue === "string" ? branchValue : "",
  };
  const refuse = (message: string, field = "deliveryMethodId") =>
    failure({ intent, fields: { [field]: message }, values: typed });
  if (!methodValue) return refuse(messages.shippingMethodUndefined);
  if (!method) return refuse(messages.shippingMethodNotFound);
  const branches = method.options.branches;
  const branch = branches.find((each) => each.id === branchValue);
  if (branches.length > 0 && !branch) return refuse(messages.shippingBranchUndefined, "branchId");
  try {
    await saveDelivery(checkout, method.id, branch?.id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const previous = {
      deliveryMethodId: String(checkout.cart.deliveryMethodId ?? ""),
      branchId: checkout.cart.options.deliveryBranchId ?? "",
    };
    return failure(
      {
        intent,
        fields: { deliveryMethodId: error.message },
        formError: error.message,
        values: previous,
      },
      error.status >= 400 ? error.status : 502,
    );
  }
  const path = new URL(args.request.url).pathname.replace(/\.data$/, "");
  return redirect(`${path}?step=payment`);
}
