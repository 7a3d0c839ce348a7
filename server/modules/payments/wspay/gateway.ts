import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sandboxGatewayKeys } from "../../../db/schema-shop.ts";
import type { Services } from "../../../platform/services.ts";
import { sandboxStatus } from "./sandbox-ledger.ts";
import { statusSignature, type WspayKey } from "./signatures.ts";

/** Where the sandbox gateway takes the hosted form (sandbox-routes.ts), on this server. */
export const sandboxFormPath = "/sandbox/wspay";

/** How long the shop waits for the gateway's status check before it says it could not ask. */
const statusTimeoutMs = 10_000;

/**
 * The card gateway orders are paid at: WSPay as configured, else the sandbox (decision 045). Its
 * status check answers the gateway's JSON as it came: the caller checks its signature.
 */
export type WspayGateway = {
  key: WspayKey;
  formUrl: string;
  statusCheck: (cartId: string) => Promise<unknown>;
};

/** WSPay's statusCheck (docs/research/wspay-protocol.md section 5): JSON in, JSON out. */
async function wspayStatusCheck(apiUrl: string, key: WspayKey, cartId: string): Promise<unknown> {
  const response = await fetch(new URL("api/services/statusCheck", apiUrl), {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      Version: "2.0",
      ShopID: key.shopId,
      ShoppingCartID: cartId,
      Signature: statusSignature(key, cartId),
    }),
    signal: AbortSignal.timeout(statusTimeoutMs),
  });
  if (!response.ok) throw new Error(`WSPay's status check answered ${response.status}`);
  return response.json();
}

/**
 * The gateway's key, form and status check. The sandbox's key is made once per database (128-bit
 * random secret), so that every instance signs and checks alike.
 */
export async function wspayGateway(services: Services): Promise<WspayGateway> {
  const configured = services.config.wspay;
  if (configured) {
    const { shopId, secretKey, formUrl, apiUrl } = configured;
    const key = { shopId, secretKey };
    return {
      key,
      formUrl,
      statusCheck: (cartId) => wspayStatusCheck(apiUrl, key, cartId),
    };
  }
  const made = { shopId: "VITRINA-SANDBOX", secretKey: randomBytes(16).toString("hex") };
  await services.db
    .insert(sandboxGatewayKeys)
    .values({ provider: "wspay", ...made })
    .onConflictDoNothing();
  const [key] = await services.db
    .select({ shopId: sandboxGatewayKeys.shopId, secretKey: sandboxGatewayKeys.secretKey })
    .from(sandboxGatewayKeys)
    .where(eq(sandboxGatewayKeys.provider, "wspay"));
  if (!key) throw new Error("the sandbox gateway has no key");
  return {
    key,
    formUrl: sandboxFormPath,
    statusCheck: (cartId) => sandboxStatus(services, key, cartId),
  };
}
