import { type SQL, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import { carts, orderLines, orders, shopCouponUses } from "../../../db/schema-shop.ts";
import { type MailHeading, outboxQueue } from "../../../platform/mail/outbox.ts";
import type { OrderRow } from "./order-view.ts";

type StockRow = {
  id: number;
  left: number | null;
  before: number | null;
  unlimited: boolean | null;
};

/** Ints as a PostgreSQL array literal: one parameter however many products. */
const intArray = (values: readonly number[]): string => `{${values.map(Math.trunc).join(",")}}`;

/** What an order's write answers: the first product that could not be covered, and so on. */
export type OrderWritten = {
  /** A product whose stock did not cover the order (the caller must then roll back). */
  short: { productId: number; left: number } | undefined;
  /** Products this order sold out (the catalogue's caches drop them). */
  soldOut: number[];
  /** The order's readable number (issue 17: 2026-000123). */
  number: string;
  orderId: number;
};

/**
 * Writes an order in one statement (decision 031), inside the transaction that locked its cart:
 * its units taken from stock, the year's next number, the order, its lines, the coupon use, its
 * mails queued and its cart archived. The rows every concurrent order waits for (a product's
 * stock, the year's number) are locked by this statement and released by the commit that
 * follows it: nothing the server renders waits in between (`npm run bench:orders`). So the
 * number is made here, the order row takes it, and the mails name the order to be rendered
 * after the commit (the outbox renderer); the snapshot holds nothing derived from the number.
 *
 * - Stock (no oversell): each counted product's stock goes down only where it covers the need
 *   (`stock >= n`, rechecked by PostgreSQL on the latest row version when a concurrent order got
 *   there first), and is_in_stock turns false at 0. Unlimited products (null stock) are left
 *   alone. A product not covered is answered in `short`; everything else was written and the
 *   caller's rollback undoes it.
 * - Number: the year's row is created or raised and stays locked until the order commits, so
 *   numbers never repeat and a rolled-back order gives its number back.
 * - Id: the orders' sequence as the order row is inserted; the lines, the coupon use and the
 *   mails name it in the same statement (an order that fails leaves a gap in ids, never in the
 *   year's numbers).
 * The foreign keys are checked at the statement's end, after every part is written.
 */
export async function writeOrder(
  tx: Db,
  input: {
    row: Omit<OrderRow, "id" | "number" | "refundedCents">;
    needs: readonly { productId: number; qty: number }[];
    lines: readonly Omit<typeof orderLines.$inferInsert, "orderId">[];
    couponUse: Omit<typeof shopCouponUses.$inferInsert, "orderId"> | null;
    mails: readonly [MailHeading, ...MailHeading[]];
  },
): Promise<OrderWritten> {
  const { row } = input;
  // the order's id as the statement makes it: the lines, the coupon use and the mails name it
  const orderId = sql<number>`(select id from new_order)`;
  const year = row.createdAt.getUTCFullYear();
  const ids = intArray(input.needs.map((need) => need.productId));
  const qtys = intArray(input.needs.map((need) => need.qty));
  const parts: SQL[] = [
    sql`need(id, qty) as (select * from unnest(${ids}::int[], ${qtys}::int[]))`,
    sql`taken as (
      update catalog_products p
      set stock = p.stock - need.qty, is_in_stock = p.stock - need.qty > 0
      from need
      where p.id = need.id and p.site_id = ${row.siteId} and p.stock >= need.qty
      returning p.id, p.stock)`,
    sql`stock as (
      select need.id, taken.stock as "left", p.stock as "before",
        (p.id is not null and p.stock is null) as "unlimited"
      from need
      left join taken on taken.id = need.id
      left join catalog_products p on p.id = need.id and p.site_id = ${row.siteId})`,
    sql`year_number as (
      insert into order_numbers (site_id, year, last) values (${row.siteId}, ${year}, 1)
      on conflict (site_id, year) do update set last = order_numbers.last + 1
      returning ${year}::text || '-' || lpad(last::text, greatest(6, length(last::text)), '0')
        as number)`,
    sql`new_order as (${tx
      .insert(orders)
      .values({ ...row, number: sql`(select number from year_number)` })
      .returning({ id: orders.id })
      .getSQL()})`,
    sql`new_lines as (${tx
      .insert(orderLines)
      .values(input.lines.map((line) => ({ ...line, orderId })))
      .getSQL()})`,
    sql`mails as (${outboxQueue(tx, orderId, input.mails).getSQL()})`,
    sql`archived as (${tx
      .update(carts)
      .set({ status: "archived", updatedAt: row.updatedAt })
      .where(eq(carts.id, row.cartId))
      .getSQL()})`,
  ];
  if (input.couponUse)
    parts.push(
      sql`coupon_use as (${tx
        .insert(shopCouponUses)
        .values({ ...input.couponUse, orderId })
        .getSQL()})`,
    );
  const [written] = await rowsOf<{ number: string; orderId: number; stock: StockRow[] }>(
    tx,
    sql`with ${sql.join(parts, sql`, `)}
      select (select number from year_number) as number, (select id from new_order) as "orderId",
        coalesce((select json_agg(stock) from stock), '[]'::json) as stock`,
  );
  if (!written) throw new Error("the order's write answered no row");
  const short = written.stock.find((each) => each.left === null && each.unlimited !== true);
  return {
    short: short && { productId: short.id, left: Math.max(0, short.before ?? 0) },
    soldOut: written.stock.filter((each) => each.left === 0).map((each) => each.id),
    number: written.number,
    orderId: written.orderId,
  };
}
