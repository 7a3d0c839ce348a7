import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import { settlePayment } from "../settle.ts";
import { currencyOf, isRefusal, walletOf } from "./wallet-client.ts";
import type { WalletOrder } from "./wallet-views.ts";

/**
 * Captures the provider's order the shop made for an order waiting for its payment, and settles
 * what the provider says it captured (settle.ts: paid once; flagged for another amount or
 * currency), each step a payment event. One idempotency key per provider order: two captures at
 * once, or again after one, capture once (`ORDER_ALREADY_CAPTURED` reads the order instead).
 * A refusal is a 409 walletNotApproved, no answer a 502 walletUnanswered, both recorded.
 */
export async function captureAndSettle(
  services: Services,
  order: OrderRow,
  providerOrderId: string,
  payload: Record<string, unknown>,
): Promise<void> {
  const event = {
    siteId: order.siteId,
    orderId: order.id,
    provider: "wallet",
    kind: "capture" as const,
    payload: { ...payload, providerOrderId },
  };
  const { api } = await walletOf(services);
  let captured: WalletOrder;
  try {
    captured = await api
      .captureOrder(providerOrderId, { requestId: `vitrina-capture-${providerOrderId}` })
      .catch((error: unknown) => {
        if (isRefusal(error) && error.issue === "ORDER_ALREADY_CAPTURED")
          return api.getOrder(providerOrderId);
        throw error;
      });
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
  const capture = captured.captures.find((each) => each.status === "COMPLETED");
  if (!capture) {
    await services.db.insert(paymentEvents).values({
      ...event,
      verdict: "declined",
      payload: { ...event.payload, status: captured.status },
    });
    throw new AppError(409, "api.walletNotApproved");
  }
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
