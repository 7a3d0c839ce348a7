import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sandboxGatewayKeys } from "../../../db/schema-shop.ts";
import type { Services } from "../../../platform/services.ts";
import type { WspayKey } from "./signatures.ts";

/** Where the sandbox gateway takes the hosted form (sandbox-routes.ts), on this server. */
export const sandboxFormPath = "/sandbox/wspay";

/** The card gateway orders are paid at: WSPay as configured, else the sandbox (decision 045). */
export type WspayGateway = { key: WspayKey; formUrl: string };

/**
 * The gateway's key and form address. The sandbox's key is made once per database (128-bit
 * random secret), so that every instance signs and checks alike.
 */
export async function wspayGateway(services: Services): Promise<WspayGateway> {
  const configured = services.config.wspay;
  if (configured) {
    const { shopId, secretKey, formUrl } = configured;
    return { key: { shopId, secretKey }, formUrl };
  }
  const made = { shopId: "VITRINA-SANDBOX", secretKey: randomBytes(16).toString("hex") };
  await services.db
    .insert(sandboxGatewayKeys)
    .values({ provider: "wspay", ...made })
    .onConflictDoNothing();
  const [row] = await services.db
    .select({ shopId: sandboxGatewayKeys.shopId, secretKey: sandboxGatewayKeys.secretKey })
    .from(sandboxGatewayKeys)
    .where(eq(sandboxGatewayKeys.provider, "wspay"));
  if (!row) throw new Error("the sandbox gateway has no key");
  return { key: row, formUrl: sandboxFormPath };
}
