import { and, count, eq, or, sql } from "drizzle-orm";
import { shopCouponUses, shopCoupons } from "../../../db/schema-shop.ts";
import type { MessageKey } from "../../../platform/http/app-error.ts";
import type { CartRow, DbOrTx } from "./cart-session.ts";

export type CouponRow = typeof shopCoupons.$inferSelect;

/** Codes are kept upper-case; a shopper's code is compared upper-cased (issue 17). */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

/** Whether a line's product (or a variant's configurable parent) is in the coupon's scope. */
export function isCouponEligible(
  coupon: Pick<CouponRow, "productIds" | "categoryIds">,
  products: readonly ({ id: number; categoryIds: readonly number[] } | undefined)[],
): boolean {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true;
  return products.some(
    (product) =>
      product !== undefined &&
      (coupon.productIds.includes(product.id) ||
        product.categoryIds.some((id) => coupon.categoryIds.includes(id))),
  );
}

/** The coupon is on and within its window: otherwise shoppers are told it does not exist. */
export const isCouponLive = (coupon: CouponRow, now: Date): boolean =>
  coupon.isActive &&
  (coupon.validFrom === null || coupon.validFrom <= now) &&
  (coupon.validTo === null || coupon.validTo >= now);

/**
 * What keeps a coupon off a cart (issue 17), or undefined when it applies: 404 couponNotFound
 * for an inactive or expired one, couponUsedUp past its limits (overall, per customer),
 * couponMinimum below its items total, couponNotApplicable without an eligible line.
 */
export function couponProblem(
  coupon: CouponRow,
  input: { now: Date; itemsTotal: number; hasEligibleLine: boolean; customerUses: number },
): MessageKey | undefined {
  if (!isCouponLive(coupon, input.now)) return "api.couponNotFound";
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return "api.couponUsedUp";
  if (coupon.perCustomerLimit !== null && input.customerUses >= coupon.perCustomerLimit)
    return "api.couponUsedUp";
  if (input.itemsTotal < coupon.minItemsTotalCents) return "api.couponMinimum";
  if (!input.hasEligibleLine) return "api.couponNotApplicable";
  return undefined;
}

/** Orders of the cart's customer (its user, or the guest's e-mail) that took the coupon. */
export async function customerCouponUses(
  db: DbOrTx,
  input: { coupon: CouponRow; cart: Pick<CartRow, "userId" | "guestUser"> },
): Promise<number> {
  if (input.coupon.perCustomerLimit === null) return 0;
  const u = shopCouponUses;
  const email = input.cart.guestUser?.email;
  const who = or(
    input.cart.userId === null ? undefined : eq(u.userId, input.cart.userId),
    email === undefined ? undefined : sql`lower(${u.email}) = ${email.toLowerCase()}`,
  );
  if (!who) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(u)
    .where(and(eq(u.couponId, input.coupon.id), who));
  return Number(row?.n ?? 0);
}

/** A coupon of the site by its code as the shopper typed it. */
export async function findCoupon(
  db: DbOrTx,
  input: { siteId: string; code: string },
): Promise<CouponRow | undefined> {
  const [coupon] = await db
    .select()
    .from(shopCoupons)
    .where(
      and(
        eq(shopCoupons.siteId, input.siteId),
        eq(shopCoupons.code, normaliseCouponCode(input.code)),
      ),
    );
  return coupon;
}
