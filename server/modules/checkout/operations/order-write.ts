import { type SQL, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { carts, orderLines, orders, shopCouponUses } from "../../../db/schema-shop.ts";
import { type QueuedMail, outboxInsert } from "../../../platform/mail/outbox.ts";
import type { OrderRow } from "./order-view.ts";

/**
 * Writes an order in one statement: the order, its lines, the coupon use, its mails and its cart
 * archived (decision 031: inside the transaction that locked the cart and took its stock and
 * number). The year's number is
 * locked from takeStockAndNumber until the commit, and every order of the site waits for it: one
 * round trip instead of one per table keeps that wait short under load (`npm run bench:orders`).
 * The row's id comes from takeStockAndNumber, so the lines name their order without reading it back;
 * the foreign keys are checked at the end of the statement, after every part is written.
 */
export async function writeOrder(
  tx: Db,
  input: {
    row: OrderRow;
    lines: readonly (typeof orderLines.$inferInsert)[];
    couponUse: typeof shopCouponUses.$inferInsert | null;
    mails: readonly [QueuedMail, ...QueuedMail[]];
  },
): Promise<void> {
  const parts: SQL[] = [
    sql`new_order as (${tx.insert(orders).values(input.row).getSQL()})`,
    sql`new_lines as (${tx
      .insert(orderLines)
      .values([...input.lines])
      .getSQL()})`,
    sql`mails as (${outboxInsert(tx, input.mails).getSQL()})`,
    sql`archived as (${tx
      .update(carts)
      .set({ status: "archived", updatedAt: input.row.updatedAt })
      .where(eq(carts.id, input.row.cartId))
      .getSQL()})`,
  ];
  if (input.couponUse)
    parts.push(sql`coupon_use as (${tx.insert(shopCouponUses).values(input.couponUse).getSQL()})`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
