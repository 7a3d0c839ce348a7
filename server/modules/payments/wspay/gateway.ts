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

// The sandbox's key never changes once made: each process reads it once per database.
const sandboxKeys = new WeakMap<object, Promise<WspayKey>>();

/** The sandbox's key: made once per database (128-bit random secret), read once per process. */
function sandboxKey(services: Services): Promise<WspayKey> {
  let key = sandboxKeys.get(services.db);
  if (!key) {
    key = readOrMakeSandboxKey(services);
    // a failed read (the database away for a moment) is tried again next time
    key.catch(() => sandboxKeys.delete(services.db));
    sandboxKeys.set(services.db, key);
  }
  return key;
}

async function readOrMakeSandboxKey(services: Services): Promise<WspayKey> {
  const read = () =>
    services.db
      .select({ shopId: sandboxGatewayKeys.shopId, secretKey: sandboxGatewayKeys.secretKey })
      .from(sandboxGatewayKeys)
      .where(eq(sandboxGatewayKeys.provider, "wspay"));
  const [existing] = await read();
  if (existing) return existing;
  // two instances making it at once: one insert wins, both read the winner's
  const made = { shopId: "VITRINA-SANDBOX", secretKey: randomBytes(16).toString("hex") };
  await services.db
    .insert(sandboxGatewayKeys)
    .values({ provider: "wspay", ...made })
    .onConflictDoNothing();
  const [key] = await read();
  if (!key) throw new Error("the sandbox gateway has no key");
  return key;
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
      statusCheck: (cartId) => wspayStatusCheck(apiUrl, key, cartId),
    };
  }
  const key = await sandboxKey(services);
  return {
    key,
    formUrl: sandboxFormPath,
    statusCheck: (cartId) => sandboxStatus(services, key, cartId),
  };
}
