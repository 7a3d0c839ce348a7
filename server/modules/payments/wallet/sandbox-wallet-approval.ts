import { and, eq, inArray } from "drizzle-orm";
import type { Services } from "../../../platform/services.ts";
import type { SandboxKey } from "../sandbox-keys.ts";
import { cycleAmount, payFirstCycle, planOf } from "./sandbox-wallet-billing.ts";
import type { Interval } from "./sandbox-wallet-billing-input.ts";
import { resourceNotFound, unprocessable } from "./sandbox-wallet-input.ts";
import {
  type OrderResource,
  now,
  payerOf,
  type PlanResource,
  save,
  type SubscriptionResource,
  t,
  type Tx,
} from "./sandbox-wallet-resources.ts";

// The sandbox buyer's side: what the approval dialog shows and the approval itself (the part a
// buyer does on PayPal's pages, here in the buttons script's dialog).

/** What the approval dialog shows of an order or a subscription. */
export type ApprovalSummary =
  | { id: string; kind: "order"; status: string; value: string; currency: string }
  | {
      id: string;
      kind: "subscription";
      status: string;
      planId: string;
      planName: string;
      quantity: string;
      /** What each cycle costs: the plan's price × quantity + shipping. */
      value: string;
      currency: string;
      /** The shipping in `value`, when the subscription has some. */
      shipping?: string;
      /** A cycle's length: `intervalCount` of `interval`. */
      interval: Interval;
      intervalCount: number;
    };

/** The rows the buyer approves (plans, products and payments are not theirs to approve). */
const approvable = (id: string) => and(eq(t.id, id), inArray(t.kind, ["order", "subscription"]));

/** A subscription's plan, which it was made for; a 422 if it is gone. */
async function planOfSubscription(db: Services["db"] | Tx, subscription: SubscriptionResource) {
  const plan = await planOf(db, subscription.plan_id);
  if (!plan)
    throw unprocessable("INVALID_RESOURCE_ID", `The plan ${subscription.plan_id} does not exist.`);
  return plan;
}

const summaryOf = (
  resource: Record<string, unknown>,
  plan: PlanResource | undefined,
): ApprovalSummary => {
  if (plan) {
    const subscription = resource as SubscriptionResource;
    const { id, status, plan_id: planId, quantity, shipping_amount: shipping } = subscription;
    const { amount } = cycleAmount(plan, subscription);
    const { frequency } = plan.billing_cycles[0];
    return {
      id,
      kind: "subscription",
      status,
      planId,
      planName: plan.name,
      quantity,
      value: amount.value,
      currency: amount.currency_code,
      ...(shipping ? { shipping: shipping.value } : {}),
      interval: frequency.interval_unit,
      intervalCount: frequency.interval_count,
    };
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
    .where(approvable(id));
  if (!row) throw resourceNotFound(`Nothing to approve has the id ${id}.`);
  const plan =
    row.kind === "subscription"
      ? await planOfSubscription(services.db, row.resource as SubscriptionResource)
      : undefined;
  return summaryOf(row.resource, plan);
}

/**
 * The sandbox's buyer approves: an order CREATED becomes APPROVED (with its payer); a
 * subscription APPROVAL_PENDING becomes ACTIVE and its first cycle is paid in the same
 * transaction (its row locked: of two approvals at once, the second finds it ACTIVE); anything
 * else is a 422.
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
      .where(approvable(id))
      .for("update");
    if (!row) throw resourceNotFound(`Nothing to approve has the id ${id}.`);
    const time = now();
    let approved: OrderResource | SubscriptionResource;
    let plan: PlanResource | undefined;
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
      plan = await planOfSubscription(tx, subscription);
      approved = {
        ...subscription,
        status: "ACTIVE",
        subscriber: payer,
        billing_info: await payFirstCycle(tx, key, subscription, plan, new Date(time)),
        start_time: time,
        status_update_time: time,
        links: subscription.links.filter((link) => link.rel === "self"),
      };
    }
    await save(tx, id, approved);
    return { ...summaryOf(approved, plan), payerId: payer.payer_id };
  });
}
