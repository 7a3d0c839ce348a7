import { and, eq, sql } from "drizzle-orm";
import { formatMoney } from "#common/money.ts";
import { orderEvents, orders, paymentEvents } from "../../db/schema-shop.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";
import type { OrderRow } from "../checkout/operations/order-view.ts";
import { paymentProviders } from "./providers.ts";

/** What may still be given back of an order through its provider now (0: nothing). */
export function refundableCents(order: OrderRow): number {
  const provider = paymentProviders[order.paymentKind];
  if (!provider.refund || order.paymentStatus !== "paid") return 0;
  return order.totalCents - order.refundedCents;
}

/**
 * Gives back `amountCents` of a paid order through its provider (decision 045). The provider is
 * the authority on what may be refunded (it refuses more than it took), so the shop asks it
 * first, with no lock held over the call, and then records its answer: a payment event always,
 * and for a refund given, the refunded amount and, once it is the whole order, the payment state
 * `refunded`, with the order's history, in one transaction.
 */
export async function refundOrder(
  services: Services,
  change: { siteId: string; id: number; userId: number; amountCents: number },
): Promise<void> {
  const { db, log } = services;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, change.id), eq(orders.siteId, change.siteId)));
  if (!order) throw notFound();
  const provider = paymentProviders[order.paymentKind];
  if (!provider.refund) throw new AppError(409, "api.orderRefundNotByProvider");
  if (order.paymentStatus !== "paid") throw new AppError(409, "api.orderNotRefundable");
  const left = refundableCents(order);
  if (change.amountCents > left) {
    const error = new AppError(400, "api.refundTooMuch");
    const { label } = order.snapshot.prices.currency;
    error.vars = { amount: formatMoney(left / 100, { currency: label }) };
    throw error;
  }
  const answer = await provider.refund(services, order, change.amountCents);
  const event = {
    siteId: order.siteId,
    orderId: order.id,
    provider: answer.provider,
    kind: "refund" as const,
    amountCents: change.amountCents,
    currency: order.snapshot.prices.currency.label.slice(0, 3),
    payload: answer.payload,
  };
  if (answer.verdict !== "accepted") {
    await db.insert(paymentEvents).values({ ...event, verdict: answer.verdict });
    log.warn({ order: order.number, verdict: answer.verdict }, "a refund was not given");
    if (answer.verdict === "unanswered") throw new AppError(502, "api.refundUnanswered");
    const error = new AppError(409, "api.refundDeclined");
    error.vars = { reason: answer.reason };
    throw error;
  }
  await db.transaction(async (tx) => {
    const refunded = sql`${orders.refundedCents} + ${change.amountCents}`;
    const [moved] = await tx
      .update(orders)
      .set({
        refundedCents: sql`${refunded}`,
        paymentStatus: sql`case when ${refunded} = ${orders.totalCents} then 'refunded' else ${orders.paymentStatus} end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.paymentStatus, "paid"),
          sql`${refunded} <= ${orders.totalCents}`,
        ),
      )
      .returning({ paymentStatus: orders.paymentStatus });
    if (!moved) {
      // the provider gave back more than the shop can record: never hidden, for the back office
      log.error({ order: order.number }, "a provider's refund exceeds what the order has left");
      await tx.insert(paymentEvents).values({ ...event, verdict: "accepted" });
      return;
    }
    const states = { from: "paid", to: moved.paymentStatus };
    const isWhole = moved.paymentStatus !== "paid";
    await tx
      .insert(paymentEvents)
      .values({ ...event, verdict: "accepted", change: isWhole ? states : null });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: "refund",
      detail: { amount: change.amountCents, ...(isWhole ? states : {}) },
      userId: change.userId,
    });
  });
}
