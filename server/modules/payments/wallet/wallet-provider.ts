import type { WalletProvider } from "#generated/types.ts";
import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { PaymentProvider, RefundAnswer } from "../payment-provider.ts";
import { lastEventFields } from "../settle.ts";
import { walletAmount } from "./wallet-api.ts";
import { captureAndSettle } from "./wallet-capture.ts";
import { currencyOf, isRefusal, walletOf, walletStartOf } from "./wallet-client.ts";

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
    const started = await walletStartOf(services, order.id);
    let providerOrderId = started?.providerOrderId;
    if (!providerOrderId) {
      try {
        // the same request id from every instance and retry: one provider order per order
        const created = await wallet.api.createOrder({
          referenceId: order.number,
          customId: order.number,
          amountCents: order.totalCents,
          currency,
          requestId: `vitrina-${order.siteId}-${order.number}`,
        });
        providerOrderId = created.id;
      } catch (error) {
        services.log.warn(
          { err: error, order: order.number },
          "the wallet did not create an order",
        );
        throw new AppError(502, "api.walletUnanswered");
      }
    }
    if (attempt !== "repeated" || !started)
      await services.db.insert(paymentEvents).values({
        siteId: order.siteId,
        orderId: order.id,
        provider: "wallet",
        kind: "start",
        verdict: "accepted",
        amountCents: order.totalCents,
        currency,
        payload: { providerOrderId, successURL: returns.successURL, attempt },
      });
    const walletProvider: WalletProvider = {
      isSubscription: false,
      plan_id: null,
      quantity: null,
      orderId: providerOrderId,
      total: walletAmount(order.totalCents),
      scriptUrl: await wallet.scriptUrl(currency),
    };
    return { html: null, walletProvider };
  },

  // the wallet sends no shopper back through an address: its approval is order/pgSuccess
  readReturn: async () => undefined,

  // approved by the buyer but never confirmed (the browser closed): captured now, not expired
  async reconcile(services, order) {
    const started = await walletStartOf(services, order.id);
    if (!started) return;
    try {
      const { api } = await walletOf(services);
      const provider = await api.getOrder(started.providerOrderId);
      if (provider.status === "APPROVED" || provider.status === "COMPLETED")
        await captureAndSettle(services, order, started.providerOrderId, { source: "expiry" });
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
    const captureId = paid?.captureId;
    const answer = (verdict: RefundAnswer["verdict"], reason: string, more = {}) => ({
      provider: "wallet",
      verdict,
      reason,
      payload: { captureId, ...more },
    });
    if (!captureId) return answer("declined", "no capture");
    const { api } = await walletOf(services);
    try {
      const refund = await api.refundCapture(captureId, {
        amountCents,
        currency: currencyOf(order),
      });
      const given = { refundId: refund.id, status: refund.status };
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
