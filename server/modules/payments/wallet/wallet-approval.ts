import type {
  MyWalletApprovalRequest,
  WalletApprovalDetails,
  WalletApprovalRequest,
} from "#generated/types.ts";
import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import { customerOrder, orderOfCart } from "../../checkout/operations/placed-order.ts";
import { captureAndSettle } from "./wallet-capture.ts";
import { type WalletStart, walletStartOf } from "./wallet-client.ts";
import { settleSubscription } from "./wallet-subscription.ts";

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
  if (order.number !== number) throw notFound();
  return approveWalletPayment(services, order, body.details);
}

/** The same approval from the profile's 'pay now': a signed-in customer's own order. */
export async function confirmMyWalletPayment(
  services: Services,
  input: { siteId: string; userId: number; id: number; body: MyWalletApprovalRequest },
): Promise<{ url: string }> {
  return approveWalletPayment(services, await customerOrder(services, input), input.body.details);
}

async function approveWalletPayment(
  services: Services,
  order: OrderRow,
  details: WalletApprovalDetails,
): Promise<{ url: string }> {
  if (order.paymentKind !== "wallet") throw notFound();
  const started = await walletStartOf(services, order.id);
  if (!started) throw new AppError(409, "api.paymentNotAwaiting");
  const url = successUrl(started.successURL, order.number);
  if (order.paymentStatus === "paid" || order.paymentStatus === "flagged") return { url };
  if (order.paymentStatus !== "awaiting") throw new AppError(409, "api.paymentNotAwaiting");
  const providerOrderId = started.providerOrderId;
  // the buttons name the subscription they approved; an order's approval names the order
  const approved = started.subscription ? details.subscriptionID : details.orderID;
  if (approved !== providerOrderId) {
    await services.db.insert(paymentEvents).values({
      siteId: order.siteId,
      orderId: order.id,
      provider: "wallet",
      kind: "capture",
      verdict: "unknownOrder",
      payload: { ...details, providerOrderId },
    });
    throw new AppError(400, "api.walletOrderMismatch");
  }
  await settleStart(services, order, started, { ...details });
  return { url };
}

/** Settles what the shop started at the wallet for an order: a purchase or a subscription. */
export function settleStart(
  services: Services,
  order: OrderRow,
  started: WalletStart,
  payload: Record<string, unknown>,
): Promise<void> {
  const { subscription } = started;
  return subscription
    ? settleSubscription(services, order, { ...started, subscription }, payload)
    : captureAndSettle(services, order, started.providerOrderId, payload);
}
