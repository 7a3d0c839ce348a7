import { eq } from "drizzle-orm";
import type {
  Cart,
  CheckoutPaymentMethodsRequest,
  CheckoutSavePaymentRequest,
  PaymentMethod,
} from "#generated/types.ts";
import { carts } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { openCart } from "../../cart/operations/cart-session.ts";
import { loadShopData } from "../../cart/operations/shop-data.ts";
import { assertUserId, type CheckoutCall, checkoutPricing, priced } from "./checkout-call.ts";
import { checkoutCustomer } from "./checkout-customer.ts";
import { offeredPaymentMethods, toPaymentMethod } from "./payment-methods.ts";

/** spec 7 getApplicablePaymentMethods: for a cart with an active user (spec 6). */
export async function listPaymentMethods(
  services: Services,
  call: CheckoutCall,
  body: CheckoutPaymentMethodsRequest,
): Promise<PaymentMethod[]> {
  assertUserId(body.userId, call.user);
  const { db } = services;
  const cart = await openCart(db, {
    siteId: call.site.id,
    cartId: body.cartId,
    protectCode: body.protectCode,
  });
  await checkoutCustomer(db, { cart, user: call.user });
  const methods = offeredPaymentMethods(await loadShopData(services, call.site.id));
  return methods.map((method) => toPaymentMethod(method, call.languageCode));
}

/**
 * spec 7 savePaymentMethod: a method not offered is 400 paymentMethodUndefined (spec 5). A
 * company order's data (its OIB's check digit checked by the request schema) goes on the guest
 * user; a signed-in customer's company is their Main address's.
 */
export async function savePaymentMethod(
  services: Services,
  call: CheckoutCall,
  body: CheckoutSavePaymentRequest,
): Promise<Cart> {
  assertUserId(body.userId, call.user);
  const pricing = await checkoutPricing(services, call);
  return services.db.transaction(async (tx) => {
    const cart = await openCart(tx, {
      siteId: call.site.id,
      cartId: body.cartId,
      protectCode: body.protectCode,
      forUpdate: true,
    });
    const customer = await checkoutCustomer(tx, { cart, user: call.user });
    const method = offeredPaymentMethods(pricing.shop).find(
      (candidate) => candidate.id === body.paymentMethodId,
    );
    if (!method) throw new AppError(400, "api.paymentMethodUndefined");
    const company = body.companyData
      ? { name: body.companyData.companyName.trim(), oib: body.companyData.oib }
      : undefined;
    const guestUser =
      customer.userId === null && cart.guestUser && company
        ? { ...cart.guestUser, company }
        : cart.guestUser;
    const change = { paymentMethodId: method.id, guestUser };
    await tx
      .update(carts)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(carts.id, cart.id));
    return priced(tx, { call, cart: { ...cart, ...change }, ...pricing });
  });
}
