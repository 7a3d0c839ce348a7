import { and, asc, eq } from "drizzle-orm";
import type { ShopDeliveryMethodRecord, ShopDeliveryMethodSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { carts, shopDeliveryMethods } from "../../../db/schema-shop.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { rethrowConflict } from "../../catalog/operations/catalog-errors.ts";
import { centsOf, eurosOf } from "#common/amount-text.ts";
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

/**
 * Deletes a delivery method in one transaction, taking it and its branch off the carts that
 * chose it (their shoppers choose again at checkout). Orders keep the method in their snapshots:
 * no order row refers to it.
 */
export async function deleteDeliveryMethod(
  db: Db,
  scope: { siteId: string; id: number },
): Promise<ShopDeliveryMethodRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.id, scope.id), eq(m.siteId, scope.siteId)));
    if (!row) throw notFound();
    // the foreign key would null the id on delete, but leave the branch of the method behind
    await tx
      .update(carts)
      .set({ deliveryMethodId: null, deliveryBranchId: null })
      .where(eq(carts.deliveryMethodId, scope.id));
    const [deleted] = await tx.delete(m).where(eq(m.id, scope.id)).returning();
    if (!deleted) throw notFound();
    return toRecord(deleted);
  });
}
