import { and, asc, eq, inArray } from "drizzle-orm";
import type { PaymentMethod } from "#generated/types.ts";
import { shopPaymentMethods } from "../../../db/schema-shop.ts";
import type { DbOrTx } from "../../cart/operations/cart-session.ts";
import { localised } from "../../catalog/operations/catalog-data.ts";

export type PaymentMethodRow = typeof shopPaymentMethods.$inferSelect;

// Card payment needs a provider to hand the order to (the payments issue); until one is wired,
// a card method is not offered, so no order can wait for a payment that cannot happen.
const doneAtOnce = ["cashOnDelivery", "bankTransfer"] as const;

/** The payment methods checkout offers (spec 7 getApplicablePaymentMethods), in their order. */
export function loadPaymentMethods(db: DbOrTx, siteId: string): Promise<PaymentMethodRow[]> {
  const m = shopPaymentMethods;
  return db
    .select()
    .from(m)
    .where(and(eq(m.siteId, siteId), eq(m.isActive, true), inArray(m.kind, [...doneAtOnce])))
    .orderBy(asc(m.position), asc(m.id));
}

/** A method as checkout offers it (spec 3): texts in the language; paymentType 'HPF' or null. */
export function toPaymentMethod(method: PaymentMethodRow, languageCode: string): PaymentMethod {
  return {
    id: method.id,
    code: method.code,
    kind: method.kind,
    name: localised(method.name, languageCode) || method.code,
    description: localised(method.description, languageCode),
    paymentType: method.paymentType === "HPF" ? "HPF" : null,
  };
}
