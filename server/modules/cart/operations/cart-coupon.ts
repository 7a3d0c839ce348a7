import type { Cart, CartCouponRequest } from "#generated/types.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import {
  type CartCall,
  type CartCredentials,
  lockedCart,
  runCartOperation,
} from "./cart-change.ts";
import { findCoupon, isCouponLive } from "./coupon-rules.ts";
import { priceCartDetailed } from "./price-cart.ts";
import { loadShopData } from "./shop-data.ts";
import { convertedCurrency } from "../../catalog/operations/filter-products.ts";

const couponNotFound = (): AppError => new AppError(404, "api.couponNotFound");

/**
 * spec 4, 7 applyCoupon: the code upper-cased; 404 'Coupon not found!' for an unknown, inactive
 * or expired one; 400 with the condition it fails (couponMinimum, couponUsedUp,
 * couponNotApplicable), and then the cart keeps what it had. A second coupon replaces the first;
 * the same one again changes nothing.
 */
export async function applyCoupon(call: CartCall, body: CartCouponRequest): Promise<Cart> {
  const [{ main }, shop] = await Promise.all([
    convertedCurrency(
      call.services,
      { site: call.site, languageCode: call.languageCode },
      undefined,
    ),
    loadShopData(call.services, call.site.id),
  ]);
  return runCartOperation(call, {
    open: lockedCart(call, body),
    change: async (tx, cart) => {
      const coupon = await findCoupon(tx, { siteId: call.site.id, code: body.code });
      if (!coupon || !isCouponLive(coupon, new Date())) throw couponNotFound();
      if (cart.couponId === coupon.id) return { isUnchanged: true };
      const withCoupon = { ...cart, couponId: coupon.id };
      const { couponProblem } = await priceCartDetailed(tx, {
        cart: withCoupon,
        siteId: call.site.id,
        languageCode: cart.languageCode,
        currencies: { main, converted: undefined },
        shop,
      });
      if (couponProblem === "api.couponNotFound") throw couponNotFound();
      if (couponProblem) throw new AppError(400, couponProblem);
      return { set: { couponId: coupon.id } };
    },
  });
}

/** spec 7 removeCoupon: the cart's coupon comes off (none: nothing changes). */
export async function removeCoupon(call: CartCall, body: CartCredentials): Promise<Cart> {
  return runCartOperation(call, {
    open: lockedCart(call, body),
    change: () => Promise.resolve({ set: { couponId: null } }),
  });
}
