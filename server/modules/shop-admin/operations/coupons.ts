import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { ShopCouponRecord, ShopCouponSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { catalogCategories, catalogProducts } from "../../../db/schema.ts";
import { carts, shopCouponUses, shopCoupons } from "../../../db/schema-shop.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import { invalidField, rethrowConflict } from "../../catalog/operations/catalog-errors.ts";
import { centsOf, eurosOf } from "#common/amount-text.ts";

type Scope = { siteId: string; language: string | undefined };
const c = shopCoupons;

const toRecord = (row: typeof c.$inferSelect): ShopCouponRecord => ({
  id: row.id,
  usedCount: row.usedCount,
  values: {
    code: row.code,
    kind: row.kind,
    amount: row.kind === "percent" ? String(row.amount) : eurosOf(row.amount),
    minItemsTotal: eurosOf(row.minItemsTotalCents),
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    isActive: row.isActive,
  },
});

/** Every coupon of the site by code, with how often it was used. */
export async function listCoupons(db: Db, siteId: string): Promise<ShopCouponRecord[]> {
  const rows = await db.select().from(c).where(eq(c.siteId, siteId)).orderBy(asc(c.code));
  return rows.map(toRecord);
}

/** Percent: a whole 1-100; fixed: cents above zero. */
function amountOf(body: ShopCouponSaveRequest, language: string | undefined): number {
  const cents = centsOf(body.amount);
  if (body.kind === "fixed") {
    if (cents <= 0) throw invalidField("amount", language, "api.couponAmount");
    return cents;
  }
  if (cents % 100 !== 0 || cents < 100 || cents > 10000)
    throw invalidField("amount", language, "api.couponPercent");
  return cents / 100;
}

/** Every id of a list exists in the site's table, or a 400 at the list. */
async function assertKnown(
  db: Db,
  scope: Scope & { ids: readonly number[]; path: "productIds" | "categoryIds" },
) {
  if (scope.ids.length === 0) return;
  const table = scope.path === "productIds" ? catalogProducts : catalogCategories;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.siteId, scope.siteId), inArray(table.id, [...scope.ids])));
  if (found.length !== new Set(scope.ids).size)
    throw invalidField(scope.path, scope.language, "api.unknownReference");
}

/**
 * Creates (no id) or replaces a coupon. Its code is kept upper-cased (shoppers' codes are
 * compared so); how often it was used stays the orders' to count, and a limit below that count
 * is refused.
 */
export async function saveCoupon(
  db: Db,
  scope: Scope & { id?: number | undefined },
  body: ShopCouponSaveRequest,
): Promise<ShopCouponRecord> {
  const amount = amountOf(body, scope.language);
  const validFrom = body.validFrom ? new Date(body.validFrom) : null;
  const validTo = body.validTo ? new Date(body.validTo) : null;
  if (validFrom && validTo && validTo <= validFrom)
    throw invalidField("validTo", scope.language, "api.couponWindow");
  const productIds = [...new Set(body.productIds ?? [])];
  const categoryIds = [...new Set(body.categoryIds ?? [])];
  await assertKnown(db, { ...scope, ids: productIds, path: "productIds" });
  await assertKnown(db, { ...scope, ids: categoryIds, path: "categoryIds" });
  const values = {
    code: body.code.toUpperCase(),
    kind: body.kind,
    amount,
    minItemsTotalCents: centsOf(body.minItemsTotal ?? "0"),
    validFrom,
    validTo,
    usageLimit: body.usageLimit ?? null,
    perCustomerLimit: body.perCustomerLimit ?? null,
    productIds,
    categoryIds,
    isActive: body.isActive ?? true,
  };
  try {
    return await db.transaction(async (tx) => {
      if (scope.id === undefined) {
        const [created] = await tx
          .insert(c)
          .values({ siteId: scope.siteId, ...values })
          .returning();
        if (!created) throw new Error("the coupon insert returned nothing");
        return toRecord(created);
      }
      // the row is locked, so an order counting a use waits and the check below holds
      const [current] = await tx
        .select({ usedCount: c.usedCount })
        .from(c)
        .where(and(eq(c.id, scope.id), eq(c.siteId, scope.siteId)))
        .for("update");
      if (!current) throw notFound();
      if (values.usageLimit !== null && values.usageLimit < current.usedCount)
        throw invalidField("usageLimit", scope.language, "api.couponLimitBelowUsed");
      const [updated] = await tx.update(c).set(values).where(eq(c.id, scope.id)).returning();
      if (!updated) throw notFound();
      return toRecord(updated);
    });
  } catch (error) {
    return rethrowConflict(error);
  }
}

/** The 409 of a coupon orders used: its uses count against its limits, so it is deactivated. */
function couponUsed(uses: number): AppError {
  const error = new AppError(409, "api.couponUsed");
  error.vars = { count: uses };
  return error;
}

/** How often orders used a coupon: its count, or its use rows if there are more of them. */
async function usesOf(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ usedCount: c.usedCount }).from(c).where(eq(c.id, id));
  const [uses] = await db
    .select({ count: count() })
    .from(shopCouponUses)
    .where(eq(shopCouponUses.couponId, id));
  return Math.max(row?.usedCount ?? 0, uses?.count ?? 0);
}

/**
 * Deletes a coupon no order used, in one transaction, taking it off the carts that hold it. A
 * coupon orders used is refused (409): deleting it would drop its uses (the per-customer limit
 * counts them) and leave orders naming a coupon that is gone.
 */
export async function deleteCoupon(
  db: Db,
  scope: { siteId: string; id: number },
): Promise<ShopCouponRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.id, scope.id), eq(c.siteId, scope.siteId)));
    if (!row) throw notFound();
    // the carts first, as an order being placed locks its cart before the coupon
    // (place-order.ts); a refusal below rolls this back, and the carts keep the coupon
    await tx.update(carts).set({ couponId: null }).where(eq(carts.couponId, scope.id));
    const used = await usesOf(tx, scope.id);
    if (used > 0) throw couponUsed(used);
    // unused still when the row is deleted: an order taking a use meanwhile is seen here
    const [deleted] = await tx
      .delete(c)
      .where(and(eq(c.id, scope.id), eq(c.usedCount, 0)))
      .returning();
    if (!deleted) throw couponUsed(await usesOf(tx, scope.id));
    return toRecord(deleted);
  });
}
