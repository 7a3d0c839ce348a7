import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sandboxWalletOrders } from "../../../db/schema-shop.ts";
import type { SandboxKey } from "../sandbox-keys.ts";
import type { Money, OrderRequest, SubscriptionRequest } from "./sandbox-wallet-input.ts";

// The wallet sandbox's resources as it stores them (sandbox_wallet_orders.resource), each exactly
// what GET answers, and what makes them: ids, times, the sandbox's buyer.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Link = { href: string; rel: string; method: "GET" | "POST" };
export type Movement = {
  id: string;
  status: string;
  amount: Money;
  create_time: string;
  update_time: string;
  links: Link[];
};
export type Capture = Movement & { final_capture: true; custom_id?: string };
type Unit = OrderRequest["unit"] & { payments?: { captures: Capture[]; refunds?: Movement[] } };
export type Payer = { payer_id: string; email_address: string };
export type OrderResource = {
  id: string;
  intent: "CAPTURE";
  status: "CREATED" | "APPROVED" | "COMPLETED";
  purchase_units: [Unit];
  payer?: Payer;
  create_time: string;
  update_time: string;
  links: Link[];
};
export type SubscriptionResource = SubscriptionRequest & {
  id: string;
  status: "APPROVAL_PENDING" | "ACTIVE";
  plan_overridden: false;
  subscriber?: Payer;
  create_time: string;
  start_time?: string;
  status_update_time: string;
  links: Link[];
};

/** The sandbox's one buyer. */
export const sandboxBuyerEmail = "buyer@sandbox.vitrina.test";

export const t = sandboxWalletOrders;
export const now = () => new Date().toISOString();

/** A new id: 128 random bits, upper-case hex. */
const randomId = () => randomBytes(16).toString("hex").toUpperCase();

/**
 * The id a request's PayPal-Request-Id stands for: the same key again names the same resource,
 * so a repeated create, capture or refund answers the first one's result. 128 bits of an HMAC
 * under the sandbox's secret, as unguessable as a random id.
 */
export function idOf(key: SandboxKey, purpose: string, requestId: string | undefined): string {
  if (requestId === undefined) return randomId();
  return createHmac("sha256", key.secretKey)
    .update(`${purpose}\n${requestId}`)
    .digest("hex")
    .slice(0, 32)
    .toUpperCase();
}

export const payerOf = (key: SandboxKey): Payer => ({
  payer_id: idOf(key, "payer", "sandbox buyer").slice(0, 13),
  email_address: sandboxBuyerEmail,
});

/** Writes a changed resource (inside the transaction that locked its row). */
export async function save(
  tx: Tx,
  id: string,
  resource: OrderResource | SubscriptionResource,
): Promise<void> {
  await tx
    .update(t)
    .set({ status: resource.status, resource, updatedAt: new Date() })
    .where(eq(t.id, id));
}
