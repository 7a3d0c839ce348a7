import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";

type StockRow = {
  id: number;
  left: number | null;
  before: number | null;
  unlimited: boolean | null;
};

/** Ints as a PostgreSQL array literal: one parameter however many products. */
const intArray = (values: readonly number[]): string => `{${values.map(Math.trunc).join(",")}}`;

/**
 * Takes an order's units from stock, its readable number (issue 17: 2026-000123) and its id in
 * one statement, so the rows every concurrent order waits for (a product's stock, the year's
 * number) are locked one round trip later than they would be as two (`npm run bench:orders`).
 *
 * - Stock (decision 031: no oversell): each counted product's stock goes down only where it
 *   covers the need (`stock >= n`, rechecked by PostgreSQL on the latest row version when a
 *   concurrent order got there first), and is_in_stock turns false at 0. Unlimited products (null
 *   stock) are left alone.
 * - Number: the year's row is created or raised and stays locked until the order commits, so
 *   numbers never repeat and a rolled-back order gives its number back.
 *
 * - Id: the orders' sequence, which never waits (an order that fails leaves a gap in ids, never in
 *   the year's numbers); the lines and mails name it before the order is written.
 *
 * Answers the first product that could not be covered (the caller's transaction must then roll
 * back) with the units it had, the ids that sold out (the catalogue's caches drop them), the
 * number and the id.
 */
export async function takeStockAndNumber(
  tx: Db,
  input: {
    siteId: string;
    year: number;
    needs: readonly { productId: number; qty: number }[];
  },
): Promise<{
  short: { productId: number; left: number } | undefined;
  soldOut: number[];
  number: string;
  orderId: number;
}> {
  const ids = intArray(input.needs.map((need) => need.productId));
  const qtys = intArray(input.needs.map((need) => need.qty));
  const [row] = await rowsOf<{ last: number; id: number; stock: StockRow[] }>(
    tx,
    sql`with need(id, qty) as (select * from unnest(${ids}::int[], ${qtys}::int[])),
      taken as (
        update catalog_products p
        set stock = p.stock - need.qty, is_in_stock = p.stock - need.qty > 0
        from need
        where p.id = need.id and p.site_id = ${input.siteId} and p.stock >= need.qty
        returning p.id, p.stock),
      stock as (
        select need.id, taken.stock as "left", p.stock as "before",
          (p.id is not null and p.stock is null) as "unlimited"
        from need
        left join taken on taken.id = need.id
        left join catalog_products p on p.id = need.id and p.site_id = ${input.siteId}),
      number as (
        insert into order_numbers (site_id, year, last) values (${input.siteId}, ${input.year}, 1)
        on conflict (site_id, year) do update set last = order_numbers.last + 1
        returning last)
      select (select last from number) as last,
        nextval(pg_get_serial_sequence('orders', 'id'))::int as id,
        coalesce((select json_agg(stock) from stock), '[]'::json) as stock`,
  );
  if (!row) throw new Error("the stock and number statement answered no row");
  const short = row.stock.find((each) => each.left === null && each.unlimited !== true);
  return {
    short: short && { productId: short.id, left: Math.max(0, short.before ?? 0) },
    soldOut: row.stock.filter((each) => each.left === 0).map((each) => each.id),
    number: `${input.year}-${String(row.last).padStart(6, "0")}`,
    orderId: row.id,
  };
}
