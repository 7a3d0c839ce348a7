import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";

/**
 * The next readable order number of a site's year (issue 17: 2026-000123), taken in the order's
 * transaction: the year's row is created or raised in one statement and stays locked until the
 * order commits, so numbers never repeat and a rolled-back order gives its number back.
 */
export async function nextOrderNumber(
  tx: Db,
  input: { siteId: string; year: number },
): Promise<string> {
  const [row] = await rowsOf<{ last: number }>(
    tx,
    sql`insert into order_numbers (site_id, year, last) values (${input.siteId}, ${input.year}, 1)
      on conflict (site_id, year) do update set last = order_numbers.last + 1
      returning last`,
  );
  if (!row) throw new Error("order_numbers answered no row");
  return `${input.year}-${String(row.last).padStart(6, "0")}`;
}
