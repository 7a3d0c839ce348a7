import { and, eq } from "drizzle-orm";
import type { OrderStatus } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { orderEvents, orders } from "../../../db/schema-shop.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import { returnStock } from "../../checkout/operations/order-stock.ts";
import { paymentProviders } from "../../payments/providers.ts";
import { orderTransitions } from "./order-detail.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Change = { siteId: string; id: number; userId: number };

/** The order row, locked until the transaction ends (changes of one order queue up). */
async function lockOrder(tx: Tx, change: Change) {
  const [order] = await tx
    .select({
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentKind: orders.paymentKind,
      snapshot: orders.snapshot,
    })
    .from(orders)
    .where(and(eq(orders.id, change.id), eq(orders.siteId, change.siteId)))
    .for("update");
  if (!order) throw notFound();
  return order;
}

/**
 * Moves an order along its state machine in one transaction: the new state, the stock back when
 * it is cancelled, and an order_events row (who, when, from, to). Asking for the state it has
 * changes nothing (a double click); any move the machine lacks is a 409.
 * @returns whether the cancellation returned stock (the catalogue's caches then go stale)
 */
export async function setOrderStatus(
  db: Db,
  change: Change & { status: OrderStatus },
): Promise<{ isStockReturned: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, change);
    if (order.status === change.status) return { isStockReturned: false };
    if (!orderTransitions[order.status].includes(change.status))
      throw new AppError(409, "api.orderTransition");
    const isCancel = change.status === "cancelled";
    if (isCancel) await returnStock(tx, change.siteId, order.snapshot.lines);
    await tx
      .update(orders)
      .set({ status: change.status, updatedAt: new Date() })
      .where(eq(orders.id, change.id));
    await tx.insert(orderEvents).values({
      orderId: change.id,
      kind: "status",
      detail: { from: order.status, to: change.status },
      userId: change.userId,
    });
    return { isStockReturned: isCancel };
  });
}

/**
 * Marks a cash on delivery order (paid on delivery) or a bank transfer order paid or unpaid, with
 * its order_events row; an order its provider pays (card, wallet) is a 409.
 */
export async function setOrderPayment(
  db: Db,
  change: Change & { paymentStatus: "paid" | "unpaid" },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, change);
    // a provider's order is paid by the provider's word alone (decision 045)
    if (paymentProviders[order.paymentKind].paysOrders)
      throw new AppError(409, "api.orderPaymentNotManual");
    if (order.paymentStatus === change.paymentStatus) return;
    await tx
      .update(orders)
      .set({ paymentStatus: change.paymentStatus, updatedAt: new Date() })
      .where(eq(orders.id, change.id));
    await tx.insert(orderEvents).values({
      orderId: change.id,
      kind: "payment",
      detail: { from: order.paymentStatus, to: change.paymentStatus },
      userId: change.userId,
    });
  });
}
