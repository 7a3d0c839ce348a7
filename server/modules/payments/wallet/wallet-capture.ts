import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import { type ReportEvent, settlePayment } from "../settle.ts";
import { currencyOf, isRefusal, walletOf } from "./wallet-client.ts";

/** The capture event of an order, before the wallet's answer decides its verdict and amount. */
export type CaptureEvent = ReportEvent & { payload: Record<string, unknown> };

export const captureEventOf = (
  order: OrderRow,
  payload: Record<string, unknown>,
): CaptureEvent => ({
  siteId: order.siteId,
  orderId: order.id,
  provider: "wallet",
  kind: "capture",
  payload,
});

/**
 * A question to the wallet on the way to settling an order: a refusal is recorded as a declined
 * capture event and is a 409 walletNotApproved, no answer an unanswered one and a 502
 * walletUnanswered.
 */
export async function askWallet<T>(
  services: Services,
  order: OrderRow,
  event: CaptureEvent,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const refused = isRefusal(error);
    const reason = refused ? (error.issue ?? error.name) : "no answer";
    await services.db.insert(paymentEvents).values({
      ...event,
      verdict: refused ? "declined" : "unanswered",
      payload: { ...event.payload, reason },
    });
    services.log.warn({ err: error, order: order.number }, "the wallet's capture failed");
    throw refused
      ? new AppError(409, "api.walletNotApproved")
      : new AppError(502, "api.walletUnanswered");
  }
}

/** Records that the wallet has not taken the money (its status says why) and refuses: 409. */
export async function notApproved(
  services: Services,
  event: CaptureEvent,
  status: string,
): Promise<never> {
  await services.db.insert(paymentEvents).values({
    ...event,
    verdict: "declined",
    payload: { ...event.payload, status },
  });
  throw new AppError(409, "api.walletNotApproved");
}

/**
 * Captures the provider's order the shop made for an order waiting for its payment, and settles
 * what the provider says it captured (settle.ts: paid once; flagged for another amount or
 * currency), each step a payment event. One idempotency key per provider order: two captures at
 * once, or again after one, capture once (`ORDER_ALREADY_CAPTURED` reads the order instead).
 */
export async function captureAndSettle(
  services: Services,
  order: OrderRow,
  providerOrderId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const event = captureEventOf(order, { ...payload, providerOrderId });
  const { api } = await walletOf(services);
  const captured = await askWallet(services, order, event, () =>
    api
      .captureOrder(providerOrderId, { requestId: `vitrina-capture-${providerOrderId}` })
      .catch((error: unknown) => {
        if (isRefusal(error) && error.issue === "ORDER_ALREADY_CAPTURED")
          return api.getOrder(providerOrderId);
        throw error;
      }),
  );
  const capture = captured.captures.find((each) => each.status === "COMPLETED");
  if (!capture) return notApproved(services, event, captured.status);
  await settlePayment(services, {
    orderId: order.id,
    event: {
      ...event,
      amountCents: capture.amountCents,
      currency: capture.currency,
      payload: { ...event.payload, captureId: capture.id, payerId: captured.payerId ?? null },
    },
    isOrderAmount:
      capture.amountCents === order.totalCents && capture.currency === currencyOf(order),
    source: "capture",
  });
}
