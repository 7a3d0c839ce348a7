import { and, eq } from "drizzle-orm";
import type { PaymentNotificationResult, WspayNotification } from "#generated/types.ts";
import { currencies } from "../../../db/schema.ts";
import { orderEvents, orders, paymentEvents } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { wspayGateway } from "./gateway.ts";
import { isSignature, notificationSignature } from "./signatures.ts";

// ISO 4217 numeric codes of the currencies a shop may take payments in (WSPay's CurrencyCode)
const currencyOfNumber: Readonly<Record<string, string>> = {
  "978": "EUR",
  "840": "USD",
  "826": "GBP",
  "756": "CHF",
  "977": "BAM",
  "941": "RSD",
  "348": "HUF",
  "203": "CZK",
  "985": "PLN",
  "752": "SEK",
  "578": "NOK",
  "208": "DKK",
  "946": "RON",
  "975": "BGN",
  "124": "CAD",
  "036": "AUD",
};

/** "17,00", "80.55" or "78" in cents (the schema allowed only these shapes). */
export function centsOf(amount: string): number {
  const [whole = "0", fraction = ""] = amount.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * WSPay's notification about an order's card payment (decision 045). Whatever it says, it is
 * kept as a payment event. A bad signature is a 400 and changes nothing; a declined transaction
 * changes nothing; an approved one pays an order waiting for it (one conditional update: the
 * same message again, or one for an order no longer waiting, is a replay) unless its amount or
 * currency is not the order's, which flags the order for the back office instead.
 */
export async function handleWspayNotification(
  services: Services,
  siteId: string,
  body: WspayNotification,
): Promise<PaymentNotificationResult> {
  const { db, log } = services;
  const { key } = await wspayGateway(services);
  const [order] = await db
    .select({
      id: orders.id,
      totalCents: orders.totalCents,
      currency: currencies.label,
    })
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .where(and(eq(orders.siteId, siteId), eq(orders.number, body.ShoppingCartID)));
  const amountCents = centsOf(body.Amount);
  const currency = body.CurrencyCode
    ? (currencyOfNumber[body.CurrencyCode] ?? body.CurrencyCode)
    : order?.currency;
  const event = {
    siteId,
    orderId: order?.id ?? null,
    provider: "wspay",
    kind: "notification" as const,
    amountCents,
    currency: currency ?? null,
    payload: body as Record<string, unknown>,
  };
  const expected = notificationSignature(key, {
    actionSuccess: body.ActionSuccess,
    approvalCode: body.ApprovalCode,
    wsPayOrderId: body.WsPayOrderId,
  });
  if (body.ShopID !== key.shopId || !isSignature(body.Signature, expected)) {
    await db.insert(paymentEvents).values({ ...event, verdict: "badSignature" });
    log.warn({ cart: body.ShoppingCartID }, "payment notification with a bad signature");
    throw new AppError(400, "api.paymentSignature");
  }
  if (!order) {
    await db.insert(paymentEvents).values({ ...event, verdict: "unknownOrder" });
    throw new AppError(404, "api.paymentOrderNotFound");
  }
  if (body.ActionSuccess !== "1") {
    await db.insert(paymentEvents).values({ ...event, verdict: "declined" });
    return { status: "declined" };
  }
  const isOrderAmount = amountCents === order.totalCents && currency === order.currency;
  const to = isOrderAmount ? "paid" : "flagged";
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ paymentStatus: to, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, "awaiting")))
      .returning({ id: orders.id });
    if (moved.length === 0) {
      await tx.insert(paymentEvents).values({ ...event, verdict: "replay" });
      return { status: "replay" } as const;
    }
    const change = { from: "awaiting", to };
    const verdict = isOrderAmount ? "accepted" : "amountMismatch";
    await tx.insert(paymentEvents).values({ ...event, verdict, change });
    await tx.insert(orderEvents).values({ orderId: order.id, kind: "payment", detail: change });
    return { status: verdict };
  });
}
