import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import { orderLines, orders, shopCouponUses } from "../../../db/schema-shop.ts";
import { type QueuedMail, outboxInsert } from "../../../platform/mail/outbox.ts";
import type { OrderRow } from "./order-view.ts";

/**
 * The order's id, taken before its transaction locks anything: its mails are rendered from the
 * whole row before it is written (a sequence never waits; an order that fails leaves a gap in
 * ids, never in the year's numbers).
 */
export async function nextOrderId(tx: Db): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  if (!row) throw new Error("nextval answered no row");
  return row.id;
}

/**
 * Writes an order in one statement: the order, its lines, the coupon use and its mails
 * (decision 031: inside the transaction that took its stock and number). The year's number is
 * locked from takeStockAndNumber until the commit, and every order of the site waits for it: one
 * round trip instead of one per table keeps that wait short under load (`npm run bench:orders`).
 * The row's id comes from nextOrderId, so the lines name their order without reading it back;
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
  ];
  if (input.couponUse)
    parts.push(sql`coupon_use as (${tx.insert(shopCouponUses).values(input.couponUse).getSQL()})`);
  await tx.execute(sql`with ${sql.join(parts, sql`, `)} select 1`);
}
