import { and, desc, eq, inArray } from "drizzle-orm";
import type { WalletProvider } from "#generated/types.ts";
import { paymentEvents } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import type { PaymentProvider, RefundAnswer } from "../payment-provider.ts";
import { sandboxWalletApi, sandboxWalletScriptUrl } from "./sandbox-wallet.ts";
import { walletAmount, walletApi, type WalletApi } from "./wallet-api.ts";
import { WalletApiError } from "./wallet-views.ts";

/** The wallet's API and buttons script: the provider's as configured, else the emulator's. */
export async function walletOf(
  services: Services,
): Promise<{ api: WalletApi; scriptUrl: (currency: string) => Promise<string> }> {
  const configured = services.config.wallet;
  if (!configured)
    return {
      api: await sandboxWalletApi(services),
      scriptUrl: (currency) =>
        sandboxWalletScriptUrl(services, { currency, isSubscription: false }),
    };
  const { clientId, secret, apiUrl } = configured;
  return {
    api: walletApi({ baseUrl: apiUrl, clientId, secret, fetch: globalThis.fetch }),
    scriptUrl: async (currency) => {
      const url = new URL(configured.scriptUrl);
      url.searchParams.set("client-id", clientId);
      url.searchParams.set("currency", currency);
      return url.href;
    },
  };
}

/** The currency an order was priced in, as the wallet names it (ISO 4217). */
export const currencyOf = (order: OrderRow): string => order.snapshot.prices.currency.label;

/** What the shop asked the wallet for an order: the provider's order and where success is. */
export type WalletStart = { providerOrderId: string; successURL: string };

/** The order's last start: the provider's order the shop created for it, and its success page. */
export async function walletStartOf(
  services: Services,
  orderId: number,
): Promise<WalletStart | undefined> {
  const [started] = await services.db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        eq(paymentEvents.provider, "wallet"),
        eq(paymentEvents.kind, "start"),
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  const { providerOrderId, successURL } = started?.payload ?? {};
  return typeof providerOrderId === "string" && typeof successURL === "string"
    ? { providerOrderId, successURL }
    : undefined;
}

/** The capture that paid an order (its accepted capture event), to refund from. */
async function paidCaptureOf(services: Services, orderId: number): Promise<string | undefined> {
  const [paid] = await services.db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        eq(paymentEvents.kind, "capture"),
        inArray(paymentEvents.verdict, ["accepted", "replay"]),
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  const captureId = paid?.payload.captureId;
  return typeof captureId === "string" ? captureId : undefined;
}

/** An answer of the wallet's API refused (4xx) or not given (no answer, 5xx). */
export const isRefusal = (error: unknown): error is WalletApiError =>
  error instanceof WalletApiError && error.status >= 400 && error.status < 500;

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

  async refund(services, order, amountCents): Promise<RefundAnswer> {
    const captureId = await paidCaptureOf(services, order.id);
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
