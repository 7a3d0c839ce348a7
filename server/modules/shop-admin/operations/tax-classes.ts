import { and, asc, count, eq } from "drizzle-orm";
import type { ShopTaxClassSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { catalogProducts } from "../../../db/schema.ts";
import { shopDeliveryMethods, shopTaxClasses } from "../../../db/schema-shop.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import { invalidField, rethrowConflict } from "../../catalog/operations/catalog-errors.ts";
import { basisPointsOf, percentOf } from "#common/amount-text.ts";

type Scope = { siteId: string; language: string | undefined };

/** The class a product saved without one gets (save-product.ts, the column's default). */
const defaultTaxClass = "standard";

const toValues = (row: typeof shopTaxClasses.$inferSelect): ShopTaxClassSaveRequest => ({
  code: row.code,
  name: row.name,
  rate: percentOf(row.rateBasisPoints),
});

/** The site's VAT classes, by code, as their form edits them (rate in percent). */
export async function listTaxClasses(db: Db, siteId: string): Promise<ShopTaxClassSaveRequest[]> {
  const rows = await db
    .select()
    .from(shopTaxClasses)
    .where(eq(shopTaxClasses.siteId, siteId))
    .orderBy(asc(shopTaxClasses.code));
  return rows.map(toValues);
}

function rateOf(body: ShopTaxClassSaveRequest, language: string | undefined): number {
  const rate = basisPointsOf(body.rate);
  // the pattern allows 100.xx only as 100.00; the table's check is the last word
  if (rate > 10000) throw invalidField("rate", language, "api.taxRateTooHigh");
  return rate;
}

/** Adds a VAT class (409 when its code exists). */
export async function createTaxClass(
  db: Db,
  scope: Scope,
  body: ShopTaxClassSaveRequest,
): Promise<ShopTaxClassSaveRequest> {
  const rateBasisPoints = rateOf(body, scope.language);
  try {
    const [row] = await db
      .insert(shopTaxClasses)
      .values({ siteId: scope.siteId, code: body.code, name: body.name, rateBasisPoints })
      .returning();
    if (!row) throw new Error("the tax class insert returned nothing");
    return toValues(row);
  } catch (error) {
    return rethrowConflict(error);
  }
}

/**
 * Changes a VAT class's name and rate. The code is its identity (products and methods name it),
 * so a body naming another code is refused. Orders keep the rates they were placed with.
 */
export async function updateTaxClass(
  db: Db,
  scope: Scope & { code: string },
  body: ShopTaxClassSaveRequest,
): Promise<ShopTaxClassSaveRequest> {
  if (body.code !== scope.code) throw invalidField("code", scope.language, "api.codeFixed");
  const rateBasisPoints = rateOf(body, scope.language);
  const [row] = await db
    .update(shopTaxClasses)
    .set({ name: body.name, rateBasisPoints })
    .where(and(eq(shopTaxClasses.siteId, scope.siteId), eq(shopTaxClasses.code, scope.code)))
    .returning();
  if (!row) throw notFound();
  return toValues(row);
}

/** A 400 at `path` unless the site has a tax class of that code. */
export async function assertTaxClass(
  db: Db,
  scope: Scope & { code: string; path: string },
): Promise<void> {
  const [row] = await db
    .select({ code: shopTaxClasses.code })
    .from(shopTaxClasses)
    .where(and(eq(shopTaxClasses.siteId, scope.siteId), eq(shopTaxClasses.code, scope.code)))
    .limit(1);
  if (!row) throw invalidField(scope.path, scope.language, "api.unknownTaxClass");
}

/**
 * Deletes a VAT class in one transaction. Products and delivery methods name their class by code
 * (no foreign key), so one still named is refused (409 with how many name it), and so is the
 * standard class, which a product saved without a class gets. Orders keep their rates.
 */
export async function deleteTaxClass(
  db: Db,
  scope: { siteId: string; code: string },
): Promise<ShopTaxClassSaveRequest> {
  const t = shopTaxClasses;
  const isThis = and(eq(t.siteId, scope.siteId), eq(t.code, scope.code));
  return db.transaction(async (tx) => {
    // locked: a change of its rate or a second delete waits for this one
    const [row] = await tx.select().from(t).where(isThis).for("update");
    if (!row) throw notFound();
    if (row.code === defaultTaxClass) throw new AppError(409, "api.taxClassDefault");
    const p = catalogProducts;
    const m = shopDeliveryMethods;
    // archived products too: one brought back would name a class that is gone
    const [products] = await tx
      .select({ count: count() })
      .from(p)
      .where(and(eq(p.siteId, scope.siteId), eq(p.taxClass, scope.code)));
    const [methods] = await tx
      .select({ count: count() })
      .from(m)
      .where(and(eq(m.siteId, scope.siteId), eq(m.taxClass, scope.code)));
    const inUse = { products: products?.count ?? 0, methods: methods?.count ?? 0 };
    if (inUse.products + inUse.methods > 0) {
      const error = new AppError(409, "api.taxClassInUse");
      error.vars = inUse;
      throw error;
    }
    await tx.delete(t).where(isThis);
    return toValues(row);
  });
}
