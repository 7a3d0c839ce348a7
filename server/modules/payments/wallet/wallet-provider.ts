import type { WalletProvider } from "#generated/types.ts";
import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import type { PaymentProvider, RefundAnswer } from "../payment-provider.ts";
import { lastEventFields } from "../settle.ts";
import { walletAmount, type WalletApi } from "./wallet-api.ts";
import { settleStart } from "./wallet-approval.ts";
import {
  currencyOf,
  isRefusal,
  walletOf,
  type WalletStart,
  walletStartOf,
} from "./wallet-client.ts";
import { subscribe, subscriptionOffer, subscriptionPaymentOf } from "./wallet-subscription.ts";

/**
 * What the shop creates at the wallet for an order: a subscription to its product's plan when
 * the order is priced as the plan (decision 046), else a purchase of its total. The same request
 * id from every instance and retry: one provider order per order.
 */
async function createAtWallet(
  services: Services,
  api: WalletApi,
  order: OrderRow,
): Promise<Omit<WalletStart, "successURL">> {
  const offer = await subscriptionOffer(services, api, order);
  try {
    if (offer)
      return {
        providerOrderId: await subscribe(api, order, offer),
        subscription: { planId: offer.planId, quantity: offer.quantity },
      };
    const created = await api.createOrder({
      referenceId: order.number,
      customId: order.number,
      amountCents: order.totalCents,
      currency: currencyOf(order),
      requestId: `vitrina-${order.siteId}-${order.number}`,
    });
    return { providerOrderId: created.id };
  } catch (error) {
    services.log.warn({ err: error, order: order.number }, "the wallet did not create an order");
    throw new AppError(502, "api.walletUnanswered");
  }
}

/**
 * The card wallet (decision 045, PayPal's Orders contract): order/create answers the provider's
 * order the shop created for the order's total, which the buttons on the payment step approve;
 * the approval (order/pgSuccess, wallet-approval.ts) has the shop capture it and check the
 * captured amount. Nothing the browser says pays an order.
 */
export const walletProvider: PaymentProvider = {
  paysOrders: true,

  async start(services, order, returns, attempt) {
    if (order.paymentStatus !== "awaiting") return { html: "" };
    const wallet = await walletOf(services);
    const currency = currencyOf(order);
    const before = await walletStartOf(services, order.id);
    const { providerOrderId, subscription } =
      before ?? (await createAtWallet(services, wallet.api, order));
    if (attempt !== "repeated" || !before)
      await services.db.insert(paymentEvents).values({
        siteId: order.siteId,
        orderId: order.id,
        provider: "wallet",
        kind: "start",
        verdict: "accepted",
        amountCents: order.totalCents,
        currency,
        payload: {
          providerOrderId,
          successURL: returns.successURL,
          attempt,
          ...(subscription
            ? { planId: subscription.planId, quantity: String(subscription.quantity) }
            : {}),
        },
      });
    const walletProvider: WalletProvider = {
      isSubscription: subscription !== undefined,
      plan_id: subscription?.planId ?? null,
      quantity: subscription?.quantity ?? null,
      orderId: providerOrderId,
      total: walletAmount(order.totalCents),
      scriptUrl: await wallet.scriptUrl(currency, subscription !== undefined),
    };
    return { html: null, walletProvider };
  },

  // the wallet sends no shopper back through an address: its approval is order/pgSuccess
  readReturn: async () => undefined,

  // approved by the buyer but never confirmed (the browser closed): settled now, not expired
  async reconcile(services, order) {
    const started = await walletStartOf(services, order.id);
    if (!started) return;
    try {
      const { api } = await walletOf(services);
      const id = started.providerOrderId;
      const isApproved = started.subscription
        ? (await api.getSubscription(id)).status === "ACTIVE"
        : ["APPROVED", "COMPLETED"].includes((await api.getOrder(id)).status);
      if (isApproved) await settleStart(services, order, started, { source: "expiry" });
    } catch (error) {
      services.log.warn({ err: error, order: order.number }, "the wallet was not asked in time");
    }
  },

  async refund(services, order, amountCents): Promise<RefundAnswer> {
    // the capture that paid the order (a replay's event names it too)
    const paid = await lastEventFields(services, order.id, {
      kinds: ["capture"],
      verdicts: ["accepted", "replay"],
    });
    const answer = (
      verdict: RefundAnswer["verdict"],
      reason: string,
      more: Record<string, unknown> = {},
    ) => ({
      provider: "wallet",
      verdict,
      reason,
      payload: { captureId: paid?.captureId, ...more },
    });
    const { api } = await walletOf(services);
    try {
      // a subscription's first cycle is refunded as a capture is: its transaction (decision 046)
      const captureId =
        paid?.captureId ??
        (paid?.subscriptionId
          ? await subscriptionPaymentOf(api, order, paid.subscriptionId)
          : undefined);
      if (!captureId) return answer("declined", "no capture");
      const refund = await api.refundCapture(captureId, {
        amountCents,
        currency: currencyOf(order),
      });
      const given = { captureId, refundId: refund.id, status: refund.status };
      return refund.status === "COMPLETED" || refund.status === "PENDING"
        ? answer("accepted", "", given)
        : answer("declined", refund.status, given);
    } catch (error) {
      if (isRefusal(error))
        return answer("declined", error.issue ?? error.name, { error: error.issue ?? error.name });
      services.log.warn({ err: error, order: order.number }, "the wallet's refund did not answer");
      return answer("unanswered", "");
    }
  },
};
