import { and, eq, lt, notExists, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { cartItems, carts, orders } from "../../../db/schema-shop.ts";

const day = 24 * 60 * 60 * 1000;

/** How long carts nobody can use any more are kept (decision 031). */
export const cartRetention = {
  /** A cart made and left empty (getNewCartSession, or every line removed). */
  emptyMs: day,
  /** A cart archived without an order: merged into its user's cart at login. */
  mergedMs: 30 * day,
  /** Any cart without an order: its cookies (spec 9) have expired by then. */
  untouchedMs: 366 * day,
};

/**
 * Deletes the carts no shopper can come back to (their lines go with them): empty ones after a
 * day, merged ones after 30 days, any after its cookies' year. A cart that became an order is
 * kept: the order refers to it. Returns how many went.
 */
export async function sweepCarts(db: Db, now: Date): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const isEmpty = notExists(
    db
      .select({ one: sql`1` })
      .from(cartItems)
      .where(eq(cartItems.cartId, carts.id)),
  );
  const hasNoOrder = notExists(
    db
      .select({ one: sql`1` })
      .from(orders)
      .where(eq(orders.cartId, carts.id)),
  );
  const gone = await db
    .delete(carts)
    .where(
      and(
        hasNoOrder,
        or(
          and(
            eq(carts.status, "active"),
            isEmpty,
            lt(carts.updatedAt, before(cartRetention.emptyMs)),
          ),
          and(eq(carts.status, "archived"), lt(carts.updatedAt, before(cartRetention.mergedMs))),
          lt(carts.updatedAt, before(cartRetention.untouchedMs)),
        ),
      ),
    )
    .returning({ id: carts.id });
  return gone.length;
}
