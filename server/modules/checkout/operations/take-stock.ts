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
 * Takes the units of an order from stock (decision 031: no oversell) in one statement: each
 * counted product's stock goes down only where it covers the need (`stock >= n`, rechecked by
 * PostgreSQL on the latest row version when a concurrent order got there first), and is_in_stock
 * turns false at 0. Unlimited products (null stock) are left alone. Answers the first product
 * that could not be covered (the caller's transaction must then roll back) with the units it
 * had, and the ids that sold out, so the catalogue's caches can drop them.
 */
export async function takeStock(
  tx: Db,
  input: { siteId: string; needs: readonly { productId: number; qty: number }[] },
): Promise<{ short: { productId: number; left: number } | undefined; soldOut: number[] }> {
  if (input.needs.length === 0) return { short: undefined, soldOut: [] };
  const ids = intArray(input.needs.map((need) => need.productId));
  const qtys = intArray(input.needs.map((need) => need.qty));
  const rows = await rowsOf<StockRow>(
    tx,
    sql`with need(id, qty) as (select * from unnest(${ids}::int[], ${qtys}::int[])),
      taken as (
        update catalog_products p
        set stock = p.stock - need.qty, is_in_stock = p.stock - need.qty > 0
        from need
        where p.id = need.id and p.site_id = ${input.siteId} and p.stock >= need.qty
        returning p.id, p.stock)
      select need.id, taken.stock as "left", p.stock as "before", (p.id is not null and p.stock is null) as "unlimited"
      from need
      left join taken on taken.id = need.id
      left join catalog_products p on p.id = need.id and p.site_id = ${input.siteId}`,
  );
  const short = rows.find((row) => row.left === null && row.unlimited !== true);
  return {
    short: short && { productId: short.id, left: Math.max(0, short.before ?? 0) },
    soldOut: rows.filter((row) => row.left === 0).map((row) => row.id),
  };
}
