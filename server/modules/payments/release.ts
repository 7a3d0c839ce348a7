import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orderEvents, orders, shopCouponUses } from "../../db/schema-shop.ts";
import { returnStock } from "../checkout/operations/order-stock.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Why an order waiting for its payment stops waiting without it. */
export type Release =
  { to: "expired"; reason: "timeout" } | { to: "failed"; reason: "anotherMethod" };

/**
 * Ends an order's wait for its card payment (decision 045): its payment status expired or
 * failed, the order cancelled, its units back in stock and its coupon use given back, with an
 * order event, in the caller's transaction. One conditional update decides: an order paid or
 * released meanwhile (another instance's run, a notification a moment earlier) is left alone.
 * @returns the products whose stock came back, or undefined when the order was not waiting
 */
export async function releaseAwaitingOrder(
  tx: Tx,
  order: { id: number; siteId: string },
  release: Release,
): Promise<number[] | undefined> {
  const [released] = await tx
    .update(orders)
    .set({ paymentStatus: release.to, status: "cancelled", updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.siteId, order.siteId),
        eq(orders.paymentStatus, "awaiting"),
      ),
    )
    .returning({ snapshot: orders.snapshot });
  if (!released) return undefined;
  const products = await returnStock(tx, order.siteId, released.snapshot.lines);
  await tx.delete(shopCouponUses).where(eq(shopCouponUses.orderId, order.id));
  await tx.insert(orderEvents).values({
    orderId: order.id,
    kind: "payment",
    detail: { from: "awaiting", to: release.to, reason: release.reason },
  });
  return products;
}
