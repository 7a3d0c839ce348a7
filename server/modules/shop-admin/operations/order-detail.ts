import { and, asc, eq } from "drizzle-orm";
import type {
  OrderStatus,
  ShopOrderAdmin,
  ShopOrderEvent,
  ShopPaymentEvent,
} from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { currencies, users } from "../../../db/schema.ts";
import { orderEvents, orders, paymentEvents } from "../../../db/schema-shop.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { paymentProviders } from "../../payments/providers.ts";
import { refundableCents } from "../../payments/refunds.ts";

/**
 * The order state machine (issue 17, decision 031): new → processing → shipped → delivered;
 * new or processing → cancelled (the stock comes back). Delivered and cancelled are final.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  new: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A payment message's plain fields as the back office reads them: no signature, nothing nested. */
function detailsOf(payload: Record<string, unknown>): Record<string, string> {
  const plain = Object.entries(payload).filter(
    ([name, value]) =>
      name !== "Signature" &&
      value !== null &&
      value !== "" &&
      ["string", "number", "boolean"].includes(typeof value),
  );
  return Object.fromEntries(
    plain.slice(0, 40).map(([name, value]) => [name.slice(0, 100), String(value).slice(0, 200)]),
  );
}

/** An order's payment events, oldest first (decision 045). */
async function paymentEventsOf(db: Db, orderId: number): Promise<ShopPaymentEvent[]> {
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.orderId, orderId))
    .orderBy(asc(paymentEvents.id))
    .limit(1000);
  return rows.map((row) => ({
    provider: row.provider,
    kind: row.kind,
    verdict: row.verdict,
    amount: row.amountCents,
    currency: row.currency,
    change: row.change,
    details: detailsOf(row.payload),
    at: row.createdAt.toISOString(),
  }));
}

/** An order with its snapshot, history and what may happen to it next (the back office's view). */
export async function getOrderAdmin(
  db: Db,
  scope: { siteId: string; id: number },
): Promise<ShopOrderAdmin> {
  const [row] = await db
    .select({
      order: orders,
      currency: { id: currencies.id, label: currencies.label, symbol: currencies.symbol },
    })
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .where(and(eq(orders.id, scope.id), eq(orders.siteId, scope.siteId)));
  if (!row) throw notFound();
  const eventRows = await db
    .select({
      kind: orderEvents.kind,
      detail: orderEvents.detail,
      createdAt: orderEvents.createdAt,
      userId: users.id,
      email: users.email,
      details: users.details,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, scope.id))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const { order } = row;
  const events = eventRows.map((event): ShopOrderEvent => ({
    kind: event.kind,
    from: text(event.detail.from),
    to: text(event.detail.to),
    ...(typeof event.detail.amount === "number" ? { amount: event.detail.amount } : {}),
    at: event.createdAt.toISOString(),
    by:
      event.userId === null
        ? null
        : {
            id: event.userId,
            name:
              [event.details?.firstName, event.details?.lastName].filter(Boolean).join(" ") ||
              (event.email ?? ""),
          },
  }));
  return {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      paymentStatus: order.paymentStatus,
      email: order.email,
      language: order.languageCode,
      total: order.totalCents,
      currency: row.currency,
      createdAt: order.createdAt.toISOString(),
      snapshot: order.snapshot,
    },
    paymentKind: order.paymentKind,
    events,
    paymentEvents: await paymentEventsOf(db, order.id),
    nextStatuses: [...orderTransitions[order.status]],
    canSetPayment: !paymentProviders[order.paymentKind].paysOrders,
    refunded: order.refundedCents,
    refundable: refundableCents(order),
  };
}
