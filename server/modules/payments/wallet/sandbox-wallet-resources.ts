import { createHmac, randomBytes } from "node:crypto";
import { eq, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { sandboxWalletOrders } from "../../../db/schema-shop.ts";
import type { SandboxKey } from "../sandbox-keys.ts";
import type { Money, OrderRequest, SubscriptionRequest } from "./sandbox-wallet-input.ts";
import type { PlanRequest, ProductRequest } from "./sandbox-wallet-billing-input.ts";

// The wallet sandbox's resources as it stores them (sandbox_wallet_orders.resource), each exactly
// what GET answers, and what makes them: ids, times, the sandbox's buyer.

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Link = { href: string; rel: string; method: "GET" | "POST" | "PATCH" };
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
/** A subscription's billing once it is active (PayPal's subscription_billing_info). */
export type BillingInfo = {
  outstanding_balance: Money;
  cycle_executions: {
    tenure_type: "REGULAR";
    sequence: 1;
    cycles_completed: number;
    cycles_remaining: number;
    current_pricing_scheme_version: 1;
    total_cycles: number;
  }[];
  last_payment: { amount: Money; time: string };
  next_billing_time?: string;
  final_payment_time?: string;
  failed_payments_count: 0;
};
export type SubscriptionResource = SubscriptionRequest & {
  id: string;
  status: "APPROVAL_PENDING" | "ACTIVE";
  plan_overridden: false;
  subscriber?: Payer;
  billing_info?: BillingInfo;
  create_time: string;
  start_time?: string;
  status_update_time: string;
  links: Link[];
};
export type ProductResource = ProductRequest & {
  id: string;
  create_time: string;
  update_time: string;
  links: Link[];
};
export type PlanResource = PlanRequest & {
  id: string;
  create_time: string;
  update_time: string;
  links: Link[];
};
/** A transaction as GET …/subscriptions/{id}/transactions lists it (PayPal's `transaction`). */
export type Transaction = {
  id: string;
  status: "COMPLETED" | "PARTIALLY_REFUNDED" | "REFUNDED";
  amount_with_breakdown: { gross_amount: Money; fee_amount: Money; net_amount: Money };
  payer_name: { given_name: string; surname: string };
  payer_email: string;
  time: string;
};
/**
 * A subscription's payment as the sandbox keeps it (a row of kind "payment", its id the
 * transaction's): the transaction, the subscription it paid, and the refunds of it, which
 * POST /v2/payments/captures/{id}/refund makes as for an order's capture.
 */
export type PaymentResource = Transaction & { subscription_id: string; refunds: Movement[] };

/** The sandbox's one buyer. */
export const sandboxBuyerEmail = "buyer@sandbox.vitrina.test";

export const t = sandboxWalletOrders;

/** What a row of sandbox_wallet_orders holds. */
export type Kind = (typeof t.$inferSelect)["kind"];

/** A row's insert values. */
export const rowOf = (kind: Kind, resource: { id: string }, status: string) => ({
  id: resource.id,
  kind,
  status,
  resource,
});
/** The condition that a row is of `kind`. */
export const isKind = (kind: Kind): SQL => eq(t.kind, kind);
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
  resource: OrderResource | SubscriptionResource | PaymentResource,
): Promise<void> {
  await tx
    .update(t)
    .set({ status: resource.status, resource, updatedAt: new Date() })
    .where(eq(t.id, id));
}
