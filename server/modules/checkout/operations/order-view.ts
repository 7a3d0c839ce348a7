import type { Order, OrderSummary } from "#generated/types.ts";
import type { orders } from "../../../db/schema-shop.ts";

export type OrderRow = typeof orders.$inferSelect;

/** An order as its shopper reads it (schemas/entities/order.schema.json). */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    email: row.email,
    language: row.languageCode,
    total: row.totalCents,
    currency: row.snapshot.prices.currency,
    createdAt: row.createdAt.toISOString(),
    snapshot: row.snapshot,
  };
}

/** An order in the history list (schemas/entities/order-summary.schema.json). */
export function toOrderSummary(row: OrderRow): OrderSummary {
  const { customer, lines, prices } = row.snapshot;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentKind: row.paymentKind,
    email: row.email,
    customerName: `${customer.firstName} ${customer.lastName}`.slice(0, 201),
    total: row.totalCents,
    currency: prices.currency,
    itemCount: lines.reduce((all, line) => all + line.qty, 0),
    createdAt: row.createdAt.toISOString(),
  };
}
