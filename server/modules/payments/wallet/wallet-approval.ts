import type { WalletApprovalRequest } from "#generated/types.ts";
import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { orderOfCart } from "../../checkout/operations/placed-order.ts";
import { settlePayment } from "../settle.ts";
import { currencyOf, isRefusal, walletOf, walletStartOf } from "./wallet-provider.ts";
import type { WalletOrder } from "./wallet-views.ts";

/** The success page's address for an order, from order/create's successURL. */
function successUrl(successURL: string, number: string): string {
  const url = new URL(successURL);
  url.searchParams.set("orderSlug", number);
  return url.href;
}

/**
 * spec 7 order/pgSuccess/{id} (decision 045): the shopper approved the wallet's payment of an
 * order with the wallet's buttons. The approval pays nothing by itself: with the cart's
 * credentials, the shop captures the provider's order it created for this order and settles
 * what the provider says it captured (paid once; flagged for another amount or currency). The
 * capture and its outcome are payment events; an approval again for a paid order answers the
 * success page again, and two at once capture once (the provider's idempotency key).
 */
export async function confirmWalletPayment(
  services: Services,
  siteId: string,
  number: string,
  body: WalletApprovalRequest,
): Promise<{ url: string }> {
  const order = await orderOfCart(services.db, siteId, body);
  if (order.number !== number || order.paymentKind !== "wallet") throw notFound();
  const started = await walletStartOf(services, order.id);
  if (!started) throw new AppError(409, "api.paymentNotAwaiting");
  const url = successUrl(started.successURL, order.number);
  if (order.paymentStatus === "paid" || order.paymentStatus === "flagged") return { url };
  if (order.paymentStatus !== "awaiting") throw new AppError(409, "api.paymentNotAwaiting");
  const providerOrderId = started.providerOrderId;
  const event = {
    siteId,
    orderId: order.id,
    provider: "wallet",
    kind: "capture" as const,
    payload: { ...body.details, providerOrderId } as Record<string, unknown>,
  };
  if (body.details.orderID !== providerOrderId) {
    await services.db.insert(paymentEvents).values({ ...event, verdict: "unknownOrder" });
    throw new AppError(400, "api.walletOrderMismatch");
  }
  const { api } = await walletOf(services);
  let captured: WalletOrder;
  try {
    captured = await api
      .captureOrder(providerOrderId, { requestId: `vitrina-capture-${providerOrderId}` })
      .catch((error: unknown) => {
        // captured before (an approval again, another instance): the order as it stands
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
    throw new AppError(
      refused ? 409 : 502,
      refused ? "api.walletNotApproved" : "api.walletUnanswered",
    );
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
  return { url };
}
