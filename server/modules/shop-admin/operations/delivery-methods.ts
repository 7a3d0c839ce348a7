import { and, asc, eq } from "drizzle-orm";
import type { ShopDeliveryMethodRecord, ShopDeliveryMethodSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { shopDeliveryMethods } from "../../../db/schema-shop.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { rethrowConflict } from "../../catalog/operations/catalog-errors.ts";
import { centsOf, eurosOf } from "./money.ts";
import { assertTaxClass } from "./tax-classes.ts";

type Scope = { siteId: string; language: string | undefined };
const m = shopDeliveryMethods;

const toRecord = (row: typeof m.$inferSelect): ShopDeliveryMethodRecord => ({
  id: row.id,
  values: {
    code: row.code,
    name: row.name,
    description: row.description,
    price: eurosOf(row.priceCents),
    freeFrom: row.freeFromCents === null ? null : eurosOf(row.freeFromCents),
    countries: row.countries,
    branches: row.branches,
    taxClass: row.taxClass,
    isActive: row.isActive,
    position: row.position,
  },
});

/** Every delivery method of the site in checkout's order, as the back office edits them. */
export async function listDeliveryMethods(
  db: Db,
  siteId: string,
): Promise<ShopDeliveryMethodRecord[]> {
  const rows = await db
    .select()
    .from(m)
    .where(eq(m.siteId, siteId))
    .orderBy(asc(m.position), asc(m.id));
  return rows.map(toRecord);
}

/**
 * Creates (no id) or replaces a delivery method: euros become cents exactly, the tax class must
 * exist; a taken code is a 409.
 */
export async function saveDeliveryMethod(
  db: Db,
  scope: Scope & { id?: number | undefined },
  body: ShopDeliveryMethodSaveRequest,
): Promise<ShopDeliveryMethodRecord> {
  await assertTaxClass(db, { ...scope, code: body.taxClass, path: "taxClass" });
  const values = {
    code: body.code,
    name: body.name,
    description: body.description ?? {},
    priceCents: centsOf(body.price),
    freeFromCents:
      body.freeFrom === undefined || body.freeFrom === null ? null : centsOf(body.freeFrom),
    countries: body.countries ?? [],
    branches: body.branches ?? [],
    taxClass: body.taxClass,
    isActive: body.isActive ?? true,
    position: body.position ?? 0,
  };
  try {
    const [row] =
      scope.id === undefined
        ? await db
            .insert(m)
            .values({ siteId: scope.siteId, ...values })
            .returning()
        : await db
            .update(m)
            .set(values)
            .where(and(eq(m.id, scope.id), eq(m.siteId, scope.siteId)))
            .returning();
    if (!row) throw notFound();
    return toRecord(row);
  } catch (error) {
    return rethrowConflict(error);
  }
}
