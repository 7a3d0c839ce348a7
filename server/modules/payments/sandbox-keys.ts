import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { sandboxGatewayKeys } from "../../db/schema-shop.ts";
import type { Services } from "../../platform/services.ts";

/** A sandbox's identity at itself: the shop's id (or client id) and its secret. */
export type SandboxKey = { shopId: string; secretKey: string };

/** The sandboxes that ship with the project (decision 045), with the id each gives the shop. */
const sandboxShopIds = { wspay: "VITRINA-SANDBOX", wallet: "vitrina-sandbox-client" } as const;
type Sandbox = keyof typeof sandboxShopIds;

// A sandbox's key never changes once made: each process reads it once per database.
const keys = new WeakMap<object, Map<Sandbox, Promise<SandboxKey>>>();

/**
 * A sandbox's key: made once per database (a 128-bit random secret), read once per process, so
 * that every instance signs and checks alike.
 */
export function sandboxKey(services: Services, sandbox: Sandbox): Promise<SandboxKey> {
  let ofDb = keys.get(services.db);
  if (!ofDb) keys.set(services.db, (ofDb = new Map<Sandbox, Promise<SandboxKey>>()));
  let key = ofDb.get(sandbox);
  if (!key) {
    key = readOrMakeKey(services, sandbox);
    // a failed read (the database away for a moment) is tried again next time
    key.catch(() => ofDb.delete(sandbox));
    ofDb.set(sandbox, key);
  }
  return key;
}

async function readOrMakeKey(services: Services, sandbox: Sandbox): Promise<SandboxKey> {
  const read = () =>
    services.db
      .select({ shopId: sandboxGatewayKeys.shopId, secretKey: sandboxGatewayKeys.secretKey })
      .from(sandboxGatewayKeys)
      .where(eq(sandboxGatewayKeys.provider, sandbox));
  const [existing] = await read();
  if (existing) return existing;
  // two instances making it at once: one insert wins, both read the winner's
  const made = { shopId: sandboxShopIds[sandbox], secretKey: randomBytes(16).toString("hex") };
  await services.db
    .insert(sandboxGatewayKeys)
    .values({ provider: sandbox, ...made })
    .onConflictDoNothing();
  const [key] = await read();
  if (!key) throw new Error(`the ${sandbox} sandbox has no key`);
  return key;
}
