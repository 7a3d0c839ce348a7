import { and, asc, eq } from "drizzle-orm";
import type { ShopTaxClassSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { shopTaxClasses } from "../../../db/schema-shop.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { invalidField, rethrowConflict } from "../../catalog/operations/catalog-errors.ts";
import { basisPointsOf, percentOf } from "./money.ts";

type Scope = { siteId: string; language: string | undefined };

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
