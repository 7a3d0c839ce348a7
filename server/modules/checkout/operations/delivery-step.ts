import { eq } from "drizzle-orm";
import type {
  Cart,
  CheckoutSettings,
  Country,
  CheckoutDeliveryMethodsRequest,
  CheckoutSaveDeliveryRequest,
  DeliveryMethod,
} from "#generated/types.ts";
import { carts } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { openCart } from "../../cart/operations/cart-session.ts";
import type { DeliveryMethodRow, ShopData } from "../../cart/operations/shop-data.ts";
import { type CheckoutCustomer, checkoutCustomer } from "./checkout-customer.ts";
import {
  assertUserId,
  type CheckoutCall,
  checkoutPricing,
  priced,
  pricedLines,
} from "./checkout-call.ts";
import { isCountryAllowed, readCheckoutSettings } from "./checkout-settings.ts";
import { loadCountries } from "./countries.ts";
import {
  activeDeliveryMethods,
  applicableDeliveryMethods,
  checkDeliveryChoice,
  toDeliveryMethod,
} from "./delivery-methods.ts";

/** What the delivery step reads outside the cart's transaction (PGlite runs one at a time). */
export type DeliveryContext = { settings: CheckoutSettings; countries: Country[] };

export async function deliveryContext(
  services: Services,
  siteId: string,
): Promise<DeliveryContext> {
  const [settings, countries] = await Promise.all([
    readCheckoutSettings(services, siteId),
    loadCountries(services),
  ]);
  return { settings, countries };
}

/** spec 7: the country is countryId, else the shipping address's (400 when there is neither). */
function shippingCountry(
  context: DeliveryContext,
  input: { countryId: number | undefined; customer: CheckoutCustomer },
): string {
  if (input.countryId !== undefined) {
    const country = context.countries.find((candidate) => candidate.id === input.countryId);
    if (!country) throw new AppError(400, "api.unknownCountry");
    return country.iso;
  }
  const iso = input.customer.shipping?.country;
  if (!iso) throw new AppError(400, "api.addressMissing");
  return iso;
}

/**
 * The methods offered for a priced cart and its customer: none for an e-product cart or a
 * country checkout does not allow (spec 5), else those delivering there.
 */
export function offeredDeliveryMethods(input: {
  context: DeliveryContext;
  shop: ShopData;
  cart: Cart;
  customer: CheckoutCustomer;
  countryId?: number | undefined;
}): DeliveryMethodRow[] {
  if (input.cart.digitalOnly) return [];
  const country = shippingCountry(input.context, {
    countryId: input.countryId,
    customer: input.customer,
  });
  if (!isCountryAllowed(input.context.settings, country)) return [];
  const methods = activeDeliveryMethods(input.shop);
  return applicableDeliveryMethods({ methods, cart: input.cart, country });
}

/** spec 7 getApplicableDeliveryMethods: the methods for this cart and country, priced for it. */
export async function listDeliveryMethods(
  services: Services,
  call: CheckoutCall,
  body: CheckoutDeliveryMethodsRequest,
): Promise<DeliveryMethod[]> {
  assertUserId(body.userId, call.user);
  const { db } = services;
  const cart = await openCart(db, { siteId: call.site.id, ...body });
  const customer = await checkoutCustomer(db, {
    cart,
    user: call.user,
    shippingAddressId: body.userShippingAddressId,
  });
  const pricing = await checkoutPricing(services, call, body.currencyId);
  const cartView = await priced(db, { call, cart, ...pricing });
  const offered = offeredDeliveryMethods({
    context: await deliveryContext(services, call.site.id),
    shop: pricing.shop,
    cart: cartView,
    customer,
    countryId: body.countryId,
  });
  return offered.map((method) =>
    toDeliveryMethod(method, { cart: cartView, languageCode: call.languageCode }),
  );
}

/**
 * spec 7 saveDeliveryMethod: the method must be offered for this cart (shippingMethodNotFound)
 * and a method with branches needs one of them (shippingBranchUndefined); answers the cart
 * priced with it. Locks the cart, so it cannot change under the check.
 */
export async function saveDeliveryMethod(
  services: Services,
  call: CheckoutCall,
  body: CheckoutSaveDeliveryRequest,
): Promise<Cart> {
  assertUserId(body.userId, call.user);
  const [context, pricing] = await Promise.all([
    deliveryContext(services, call.site.id),
    checkoutPricing(services, call),
  ]);
  return services.db.transaction(async (tx) => {
    const cart = await openCart(tx, {
      siteId: call.site.id,
      cartId: body.cartId,
      protectCode: body.protectCode,
      forUpdate: true,
    });
    const customer = await checkoutCustomer(tx, { cart, user: call.user });
    const before = await pricedLines(tx, { call, cart, ...pricing });
    const offered = offeredDeliveryMethods({
      context,
      shop: pricing.shop,
      cart: before.cart,
      customer,
    });
    const { method, branchId } = checkDeliveryChoice({
      offered,
      methodId: body.deliveryMethodId,
      branchId: body.branchId,
    });
    const change = { deliveryMethodId: method.id, deliveryBranchId: branchId };
    await tx
      .update(carts)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(carts.id, cart.id));
    // the lines are as read above: only the method changed
    const after = await pricedLines(tx, {
      call,
      cart: { ...cart, ...change },
      ...pricing,
      lines: before.lines,
    });
    return after.cart;
  });
}
