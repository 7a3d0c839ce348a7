import { eq } from "drizzle-orm";
import type { Services } from "../../../platform/services.ts";
import type { SandboxKey } from "../sandbox-keys.ts";
import { resourceNotFound, unprocessable } from "./sandbox-wallet-input.ts";
import {
  type OrderResource,
  now,
  payerOf,
  save,
  type SubscriptionResource,
  t,
} from "./sandbox-wallet-resources.ts";

// The sandbox buyer's side: what the approval dialog shows and the approval itself (the part a
// buyer does on PayPal's pages, here in the buttons script's dialog).

/** What the approval dialog shows of an order or a subscription. */
export type ApprovalSummary =
  | { id: string; kind: "order"; status: string; value: string; currency: string }
  | { id: string; kind: "subscription"; status: string; planId: string; quantity: string };

const summaryOf = (kind: string, resource: Record<string, unknown>): ApprovalSummary => {
  if (kind === "subscription") {
    const subscription = resource as SubscriptionResource;
    const { id, status, plan_id: planId, quantity } = subscription;
    return { id, kind: "subscription", status, planId, quantity };
  }
  const order = resource as OrderResource;
  const { value, currency_code: currency } = order.purchase_units[0].amount;
  return { id: order.id, kind: "order", status: order.status, value, currency };
};

/** GET /sandbox/wallet/approval/{id}: the dialog's summary. */
export async function approvalSummary(services: Services, id: string): Promise<ApprovalSummary> {
  const [row] = await services.db
    .select({ kind: t.kind, resource: t.resource })
    .from(t)
    .where(eq(t.id, id));
  if (!row) throw resourceNotFound(`Nothing to approve has the id ${id}.`);
  return summaryOf(row.kind, row.resource);
}

/**
 * The sandbox's buyer approves: an order CREATED becomes APPROVED (with its payer), a
 * subscription APPROVAL_PENDING becomes ACTIVE; anything else is a 422.
 */
export function approve(
  services: Services,
  key: SandboxKey,
  base: string,
  id: string,
): Promise<ApprovalSummary & { payerId: string }> {
  const payer = payerOf(key);
  return services.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ kind: t.kind, resource: t.resource })
      .from(t)
      .where(eq(t.id, id))
      .for("update");
    if (!row) throw resourceNotFound(`Nothing to approve has the id ${id}.`);
    const time = now();
    let approved: OrderResource | SubscriptionResource;
    if (row.kind === "order") {
      const order = row.resource as OrderResource;
      if (order.status !== "CREATED")
        throw unprocessable("ORDER_NOT_APPROVABLE", `The order is ${order.status}, not CREATED.`);
      approved = {
        ...order,
        status: "APPROVED",
        payer,
        update_time: time,
        links: [
          ...order.links.filter((link) => link.rel === "self"),
          { href: `${base}/v2/checkout/orders/${id}/capture`, rel: "capture", method: "POST" },
        ],
      };
    } else {
      const subscription = row.resource as SubscriptionResource;
      if (subscription.status !== "APPROVAL_PENDING")
        throw unprocessable(
          "SUBSCRIPTION_STATUS_INVALID",
          `The subscription is ${subscription.status}, not APPROVAL_PENDING.`,
        );
      approved = {
        ...subscription,
        status: "ACTIVE",
        subscriber: payer,
        start_time: time,
        status_update_time: time,
        links: subscription.links.filter((link) => link.rel === "self"),
      };
    }
    await save(tx, id, approved);
    return { ...summaryOf(row.kind, approved), payerId: payer.payer_id };
  });
}
