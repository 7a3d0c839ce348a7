import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { OrderSnapshot } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { catalogProducts } from "../../../db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The units an order took, by product: a line's product, or for a bundle each component it
 * took (components' qty is per bundle: order/create takes qty × component qty, decision 031,
 * order-checks.ts stockNeeds).
 */
export function unitsTaken(lines: OrderSnapshot["lines"]): Map<number, number> {
  const units = new Map<number, number>();
  const add = (productId: number, qty: number) =>
    units.set(productId, (units.get(productId) ?? 0) + qty);
  for (const line of lines) {
    if (line.components && line.components.length > 0)
      for (const component of line.components) add(component.productId, line.qty * component.qty);
    else add(line.productId, line.qty);
  }
  return units;
}

/**
 * Gives an order's units back to the products that count stock (null stock: unlimited), inside
 * the transaction that cancels or expires it.
 * @returns the products whose stock came back (the catalogue's caches of them go stale)
 */
export async function returnStock(
  tx: Tx,
  siteId: string,
  lines: OrderSnapshot["lines"],
): Promise<number[]> {
  const p = catalogProducts;
  const returned: number[] = [];
  // ascending ids: two cancellations lock the same products in the same order
  for (const [productId, qty] of [...unitsTaken(lines)].sort(([a], [b]) => a - b)) {
    const rows = await tx
      .update(p)
      // order/create turned is_in_stock off at 0 (order-write.ts); units back make it sellable
      .set({ stock: sql`${p.stock} + ${qty}`, isInStock: true })
      .where(and(eq(p.id, productId), eq(p.siteId, siteId), isNotNull(p.stock)))
      .returning({ id: p.id });
    returned.push(...rows.map((row) => row.id));
  }
  return returned;
}
