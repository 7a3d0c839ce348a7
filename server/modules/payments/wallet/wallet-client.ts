import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import { lastEventFields } from "../settle.ts";
import { sandboxWalletApi, sandboxWalletScriptUrl } from "./sandbox-wallet.ts";
import { walletApi, type WalletApi } from "./wallet-api.ts";
import { WalletApiError } from "./wallet-views.ts";

/** The wallet's API and buttons script: the provider's as configured, else the emulator's. */
export async function walletOf(services: Services): Promise<{
  api: WalletApi;
  scriptUrl: (currency: string, isSubscription: boolean) => Promise<string>;
}> {
  const configured = services.config.wallet;
  if (!configured)
    return {
      api: await sandboxWalletApi(services),
      scriptUrl: (currency, isSubscription) =>
        sandboxWalletScriptUrl(services, { currency, isSubscription }),
    };
  const { clientId, secret, apiUrl } = configured;
  return {
    api: walletApi({ baseUrl: apiUrl, clientId, secret, fetch: globalThis.fetch }),
    scriptUrl: async (currency, isSubscription) => {
      const url = new URL(configured.scriptUrl);
      url.searchParams.set("client-id", clientId);
      url.searchParams.set("currency", currency);
      // PayPal's script draws subscription buttons only when asked for them
      if (isSubscription) {
        url.searchParams.set("intent", "subscription");
        url.searchParams.set("vault", "true");
      }
      return url.href;
    },
  };
}

/** The currency an order was priced in, as the wallet names it (ISO 4217). */
export const currencyOf = (order: OrderRow): string => order.snapshot.prices.currency.label;

/**
 * What the shop asked the wallet for an order: the provider's order (or subscription, with the
 * plan and quantity it was made for: decision 046) and where success is.
 */
export type WalletStart = {
  providerOrderId: string;
  successURL: string;
  subscription?: { planId: string; quantity: number };
};

/** The order's last start: what the shop created at the wallet for it, and its success page. */
export async function walletStartOf(
  services: Services,
  orderId: number,
): Promise<WalletStart | undefined> {
  const started = await lastEventFields(services, orderId, {
    kinds: ["start"],
    verdicts: ["accepted"],
  });
  const { providerOrderId, successURL, planId, quantity } = started ?? {};
  if (!providerOrderId || !successURL) return undefined;
  return planId && quantity
    ? { providerOrderId, successURL, subscription: { planId, quantity: Number(quantity) } }
    : { providerOrderId, successURL };
}

/** An answer of the wallet's API refused (4xx) or not given (no answer, 5xx). */
export const isRefusal = (error: unknown): error is WalletApiError =>
  error instanceof WalletApiError && error.status >= 400 && error.status < 500;
