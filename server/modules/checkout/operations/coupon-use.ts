import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { shopCouponUses, shopCoupons } from "../../../db/schema-shop.ts";

/**
 * Counts an order's use of its coupon against the limits (issue 17: overall and per customer).
 * The overall limit is a conditional update, so concurrent orders cannot pass it together; the
 * update also locks the coupon row, so the per-customer count read after it sees every use of
 * orders committed before. Answers false when a limit is reached (the order must not go on).
 */
export async function takeCouponUse(
  tx: Db,
  input: { couponId: number; email: string; userId: number | null },
): Promise<boolean> {
  const c = shopCoupons;
  const [coupon] = await tx
    .update(c)
    .set({ usedCount: sql`${c.usedCount} + 1` })
    .where(
      and(
        eq(c.id, input.couponId),
        sql`(${c.usageLimit} is null or ${c.usedCount} < ${c.usageLimit})`,
      ),
    )
    .returning({ perCustomerLimit: c.perCustomerLimit });
  if (!coupon) return false;
  if (coupon.perCustomerLimit === null) return true;
  // the same customer as the cart's coupon check (coupon-rules.ts): their account or e-mail
  const u = shopCouponUses;
  const [uses] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(u)
    .where(
      and(
        eq(u.couponId, input.couponId),
        or(
          sql`lower(${u.email}) = ${input.email.toLowerCase()}`,
          input.userId === null ? undefined : eq(u.userId, input.userId),
        ),
      ),
    );
  return (uses?.count ?? 0) < coupon.perCustomerLimit;
}
