import { and, asc, eq, inArray } from "drizzle-orm";
import type { ShopPaymentMethodRecord, ShopPaymentMethodSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { carts, shopPaymentMethods } from "../../../db/schema-shop.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { rethrowConflict } from "../../catalog/operations/catalog-errors.ts";

const m = shopPaymentMethods;
// the kinds the back office manages here; card methods come with the payments issue
const managedKinds = ["cashOnDelivery", "bankTransfer"] as const;

const toRecord = (row: typeof m.$inferSelect): ShopPaymentMethodRecord => ({
  id: row.id,
  values: {
    code: row.code,
    kind: row.kind === "bankTransfer" ? "bankTransfer" : "cashOnDelivery",
    name: row.name,
    description: row.description,
    isActive: row.isActive,
    position: row.position,
  },
});

/** The site's cash on delivery and bank transfer methods in checkout's order. */
export async function listPaymentMethods(
  db: Db,
  siteId: string,
): Promise<ShopPaymentMethodRecord[]> {
  const rows = await db
    .select()
    .from(m)
    .where(and(eq(m.siteId, siteId), inArray(m.kind, [...managedKinds])))
    .orderBy(asc(m.position), asc(m.id));
  return rows.map(toRecord);
}

/** Creates (no id) or replaces a payment method; both kinds are done at once (no paymentType). */
export async function savePaymentMethod(
  db: Db,
  scope: { siteId: string; id?: number | undefined },
  body: ShopPaymentMethodSaveRequest,
): Promise<ShopPaymentMethodRecord> {
  const values = {
    code: body.code,
    kind: body.kind,
    name: body.name,
    description: body.description ?? {},
    paymentType: null,
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
            .where(
              and(
                eq(m.id, scope.id),
                eq(m.siteId, scope.siteId),
                inArray(m.kind, [...managedKinds]),
              ),
            )
            .returning();
    if (!row) throw notFound();
    return toRecord(row);
  } catch (error) {
    return rethrowConflict(error);
  }
}

/**
 * Deletes a cash on delivery or bank transfer method in one transaction, taking it off the carts
 * that chose it. Orders keep the method (and a bank transfer's payment details) in their
 * snapshots: no order row refers to it.
 */
export async function deletePaymentMethod(
  db: Db,
  scope: { siteId: string; id: number },
): Promise<ShopPaymentMethodRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: m.id })
      .from(m)
      .where(
        and(eq(m.id, scope.id), eq(m.siteId, scope.siteId), inArray(m.kind, [...managedKinds])),
      );
    if (!row) throw notFound();
    await tx
      .update(carts)
      .set({ paymentMethodId: null })
      .where(eq(carts.paymentMethodId, scope.id));
    const [deleted] = await tx.delete(m).where(eq(m.id, scope.id)).returning();
    if (!deleted) throw notFound();
    return toRecord(deleted);
  });
}
