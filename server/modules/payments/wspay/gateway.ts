import type { Services } from "../../../platform/services.ts";
import { sandboxKey } from "../sandbox-keys.ts";
import { sandboxRefund, sandboxStatus } from "./sandbox-ledger.ts";
import { statusSignature, type WspayKey, type WspayRefundRequest } from "./signatures.ts";

/** Where the sandbox gateway takes the hosted form (sandbox-routes.ts), on this server. */
export const sandboxFormPath = "/sandbox/wspay";

/** How long the shop waits for the gateway's services before it says it could not ask. */
const serviceTimeoutMs = 10_000;

/**
 * The card gateway orders are paid at: WSPay as configured, else the sandbox (decision 045). Its
 * status check and refund answer the gateway's JSON as it came: the caller checks its signature.
 */
export type WspayGateway = {
  key: WspayKey;
  formUrl: string;
  statusCheck: (cartId: string) => Promise<unknown>;
  refund: (request: WspayRefundRequest) => Promise<unknown>;
};

/** One of WSPay's API services (docs/research/wspay-protocol.md sections 5 and 6): JSON in and out. */
async function wspayService(apiUrl: string, service: string, body: object): Promise<unknown> {
  const response = await fetch(new URL(`api/services/${service}`, apiUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(serviceTimeoutMs),
  });
  if (!response.ok) throw new Error(`WSPay's ${service} answered ${response.status}`);
  return response.json();
}

/**
 * The gateway's key, form and status check: WSPay's from the configuration, else the sandbox's
 * (decision 045), whose key every instance reads from the database, so all sign and check alike.
 */
export async function wspayGateway(services: Services): Promise<WspayGateway> {
  const configured = services.config.wspay;
  if (configured) {
    const { shopId, secretKey, formUrl, apiUrl } = configured;
    const key = { shopId, secretKey };
    return {
      key,
      formUrl,
      statusCheck: (cartId) =>
        wspayService(apiUrl, "statusCheck", {
          Version: "2.0",
          ShopID: key.shopId,
          ShoppingCartID: cartId,
          Signature: statusSignature(key, cartId),
        }),
      refund: (request) => wspayService(apiUrl, "refund", request),
    };
  }
  const key = await sandboxKey(services, "wspay");
  return {
    key,
    formUrl: sandboxFormPath,
    statusCheck: (cartId) => sandboxStatus(services, key, cartId),
    refund: (request) => sandboxRefund(services, key, request),
  };
}
