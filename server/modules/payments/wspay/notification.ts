import { and, eq, gt } from "drizzle-orm";
import { centsOf } from "#common/amount-text.ts";
import type { PaymentNotificationResult, WspayNotification } from "#generated/types.ts";
import { currencies, loginAttempts } from "../../../db/schema.ts";
import { orders, paymentEvents } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { LoginLimitError, limitAttempts } from "../../auth/login-limiter.ts";
import { settlePayment } from "../settle.ts";
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

/** Where a transaction report came from: the gateway's own message, or the shop's status check. */
export type ReportSource = "notification" | "status";

// Each refused notification is a stored event: an address that keeps sending bad signatures is
// refused unread (429) once it has sent this many in the window, so it cannot fill the table.
const badSignatureLimit = 20;
const badSignatureWindowMs = 15 * 60_000;
const badSignatureKey = (address: string) => `payments:badSignature:${address}`;

/** The 429 for an address over its bad signatures, before its message is read or stored. */
async function refuseFlooding(services: Services, address: string, now = new Date()) {
  const [counter] = await services.db
    .select({ attempts: loginAttempts.attempts, windowEndsAt: loginAttempts.windowEndsAt })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.key, badSignatureKey(address)), gt(loginAttempts.windowEndsAt, now)),
    );
  if (counter && counter.attempts >= badSignatureLimit)
    throw new LoginLimitError(
      Math.max(1, Math.ceil((counter.windowEndsAt.getTime() - now.getTime()) / 1000)),
    );
}

/**
 * A WSPay transaction report (decision 045): its notification, or the answer of its status check,
 * which has the same fields and signature. Whatever it says, it is kept as a payment event. A bad
 * signature is a 400 and changes nothing; a declined transaction changes nothing; an approved one
 * is settled (settle.ts): it pays an order waiting for it once, or flags it for another amount
 * or currency; again it is a replay, for an order no longer waiting it is late.
 */
export async function applyTransactionReport(
  services: Services,
  siteId: string,
  body: WspayNotification,
  source: ReportSource,
  /** The sender's address, for a notification that came over the network. */
  address?: string,
): Promise<PaymentNotificationResult> {
  const { db, log } = services;
  if (address) await refuseFlooding(services, address);
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
    kind: source,
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
    log.warn({ cart: body.ShoppingCartID, source, address }, "payment report with a bad signature");
    if (address)
      await limitAttempts(db, [
        { key: badSignatureKey(address), limit: badSignatureLimit, windowMs: badSignatureWindowMs },
      ]);
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
  const status = await settlePayment(services, { orderId: order.id, event, isOrderAmount, source });
  return { status };
}

/** WSPay's server-to-server notification (operation wspayNotification), from `address`. */
export const handleWspayNotification = (
  services: Services,
  siteId: string,
  body: WspayNotification,
  address?: string,
): Promise<PaymentNotificationResult> =>
  applyTransactionReport(services, siteId, body, "notification", address);
