import type { WalletApprovalRequest } from "#generated/types.ts";
import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { orderOfCart } from "../../checkout/operations/placed-order.ts";
import { captureAndSettle } from "./wallet-capture.ts";
import { walletStartOf } from "./wallet-client.ts";

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
 * what the provider says it captured (wallet-capture.ts); an approval again for a paid order
 * answers the success page again.
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
  if (body.details.orderID !== providerOrderId) {
    await services.db.insert(paymentEvents).values({
      siteId,
      orderId: order.id,
      provider: "wallet",
      kind: "capture",
      verdict: "unknownOrder",
      payload: { ...body.details, providerOrderId },
    });
    throw new AppError(400, "api.walletOrderMismatch");
  }
  await captureAndSettle(services, order, providerOrderId, { ...body.details });
  return { url };
}
