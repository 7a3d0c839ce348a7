import { and, sql } from "drizzle-orm";
import type { Services } from "../../../platform/services.ts";
import type { SandboxKey } from "../sandbox-keys.ts";
import { centsOfWalletAmount, maxWalletCents, walletAmount } from "./wallet-amount.ts";
import type { Interval, PlanRequest, ProductRequest } from "./sandbox-wallet-billing-input.ts";
import { type Money, type SubscriptionRequest, unprocessable } from "./sandbox-wallet-input.ts";
import {
  type BillingInfo,
  idOf,
  isKind,
  now,
  type PaymentResource,
  type PlanResource,
  type ProductResource,
  rowOf,
  sandboxBuyerEmail,
  type SubscriptionResource,
  t,
  type Transaction,
  type Tx,
} from "./sandbox-wallet-resources.ts";
import { findResource, insertOnce, readResource } from "./sandbox-wallet-store.ts";

// The wallet sandbox's recurring billing (PayPal's Catalog Products v1 and Subscriptions v1):
// products, plans (rows of kinds "product" and "plan", never changed once made), subscriptions
// to them, the payment of a subscription's first cycle when the buyer approves it (a row of kind
// "payment", refunded as a capture is: sandbox-wallet-store.ts) and the list of those payments.

/** A catalog product as POST /v1/catalogs/products makes it. */
export function productResource(
  id: string,
  base: string,
  request: ProductRequest,
): ProductResource {
  const time = now();
  return {
    id,
    ...request,
    create_time: time,
    update_time: time,
    links: [
      { href: `${base}/v1/catalogs/products/${id}`, rel: "self", method: "GET" },
      { href: `${base}/v1/catalogs/products/${id}`, rel: "edit", method: "PATCH" },
    ],
  };
}

export function createProduct(
  services: Services,
  key: SandboxKey,
  base: string,
  request: ProductRequest,
  requestId: string | undefined,
): Promise<Record<string, unknown>> {
  const product = productResource(`PROD-${idOf(key, "product", requestId)}`, base, request);
  // a product has no status at PayPal: its row's is its type
  return insertOnce(services, "product", product, product.type);
}

/** A plan as POST /v1/billing/plans makes it. */
export function planResource(id: string, base: string, request: PlanRequest): PlanResource {
  const time = now();
  const [cycle] = request.billing_cycles;
  return {
    id,
    ...request,
    billing_cycles: [
      {
        ...cycle,
        pricing_scheme: {
          version: 1,
          ...cycle.pricing_scheme,
          create_time: time,
          update_time: time,
        },
      },
    ],
    create_time: time,
    update_time: time,
    links: [{ href: `${base}/v1/billing/plans/${id}`, rel: "self", method: "GET" }],
  };
}

/** Creates a plan of an existing product (a 422 names an unknown one, as for a subscription). */
export async function createPlan(
  services: Services,
  key: SandboxKey,
  base: string,
  request: PlanRequest,
  requestId: string | undefined,
): Promise<Record<string, unknown>> {
  const id = `P-${idOf(key, "plan", requestId)}`;
  if (!(await findResource(services.db, "product", request.product_id)))
    throw unprocessable(
      "INVALID_RESOURCE_ID",
      `The product ${request.product_id} does not exist.`,
      "/product_id",
    );
  const plan = planResource(id, base, request);
  return insertOnce(services, "plan", plan);
}

/** A plan as stored, or undefined. */
export const planOf = async (db: Services["db"] | Tx, id: string) =>
  (await findResource(db, "plan", id)) as PlanResource | undefined;

/** What a subscription to `plan` pays each cycle: the plan's price × quantity + shipping. */
export function cycleAmount(
  plan: PlanResource,
  subscription: Pick<SubscriptionRequest, "quantity" | "shipping_amount">,
): { amount: Money; cents: number } {
  const price = plan.billing_cycles[0].pricing_scheme.fixed_price;
  const shipping = subscription.shipping_amount;
  const cents =
    centsOfWalletAmount(price.value) * Number(subscription.quantity) +
    (shipping ? centsOfWalletAmount(shipping.value) : 0);
  const value = cents <= maxWalletCents ? walletAmount(cents) : "";
  return { amount: { currency_code: price.currency_code, value }, cents };
}

/**
 * Creates a subscription, APPROVAL_PENDING until the buyer approves it: to an existing ACTIVE
 * plan, with a quantity only if the plan takes one, shipping in the plan's currency. The same
 * PayPal-Request-Id again answers the first one's subscription.
 */
export async function createSubscription(
  services: Services,
  key: SandboxKey,
  base: string,
  request: SubscriptionRequest,
  requestId: string | undefined,
): Promise<Record<string, unknown>> {
  const id = `I-${idOf(key, "subscription", requestId)}`;
  // the same request again (an answer lost on the way): the first one's, whatever came since
  const made =
    requestId === undefined ? undefined : await findResource(services.db, "subscription", id);
  if (made) return made;
  const plan = await planOf(services.db, request.plan_id);
  if (!plan)
    throw unprocessable(
      "INVALID_RESOURCE_ID",
      `The plan ${request.plan_id} does not exist.`,
      "/plan_id",
    );
  if (plan.status !== "ACTIVE")
    throw unprocessable(
      "PLAN_STATUS_INVALID",
      "Invalid plan status for subscription creation; plan status should be active.",
      "/plan_id",
    );
  if (request.quantity !== "1" && !plan.quantity_supported)
    throw unprocessable(
      "SUBSCRIPTION_CANNOT_HAVE_QUANTITY",
      "Subscription can't have quantity as the plan does not support quantity.",
      "/quantity",
    );
  const { amount, cents } = cycleAmount(plan, request);
  if (request.shipping_amount && request.shipping_amount.currency_code !== amount.currency_code)
    throw unprocessable(
      "CURRENCY_MISMATCH",
      "The currency code is different from the plan's currency code.",
      "/shipping_amount/currency_code",
    );
  if (cents > maxWalletCents)
    throw unprocessable(
      "INVALID_PARAMETER_VALUE",
      `A cycle would cost more than ${walletAmount(maxWalletCents)}.`,
      "/quantity",
    );
  const time = now();
  const subscription: SubscriptionResource = {
    id,
    status: "APPROVAL_PENDING",
    ...request,
    plan_overridden: false,
    create_time: time,
    status_update_time: time,
    links: [
      { href: `${base}/approval/${id}`, rel: "approve", method: "GET" },
      { href: `${base}/v1/billing/subscriptions/${id}`, rel: "self", method: "GET" },
    ],
  };
  return insertOnce(services, "subscription", subscription);
}

/** `from` plus `count` intervals; a month or year later is at most the month's last day. */
export function later(from: Date, unit: Interval, count: number): Date {
  const next = new Date(from);
  if (unit === "DAY" || unit === "WEEK") {
    next.setUTCDate(next.getUTCDate() + count * (unit === "WEEK" ? 7 : 1));
    return next;
  }
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + (unit === "YEAR" ? 12 * count : count));
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/**
 * Pays a subscription's first cycle as its buyer approves it, inside the transaction that locked
 * the subscription's row: records the payment (its id one per subscription, so a second one
 * could not be inserted) and answers the subscription's billing_info.
 */
export async function payFirstCycle(
  tx: Tx,
  key: SandboxKey,
  subscription: SubscriptionResource,
  plan: PlanResource,
  time: Date,
): Promise<BillingInfo> {
  const [cycle] = plan.billing_cycles;
  const { amount } = cycleAmount(plan, subscription);
  const paid = time.toISOString();
  const payment: PaymentResource = {
    id: idOf(key, "subscription payment", `${subscription.id}\n1`),
    status: "COMPLETED",
    amount_with_breakdown: {
      gross_amount: amount,
      // the sandbox takes no fee
      fee_amount: { currency_code: amount.currency_code, value: "0.00" },
      net_amount: amount,
    },
    payer_name: { given_name: "Sandbox", surname: "Buyer" },
    payer_email: sandboxBuyerEmail,
    time: paid,
    subscription_id: subscription.id,
    refunds: [],
  };
  await tx.insert(t).values(rowOf("payment", payment, payment.status));
  const total = cycle.total_cycles;
  const isLast = total === 1;
  const next = later(time, cycle.frequency.interval_unit, cycle.frequency.interval_count);
  return {
    outstanding_balance: { currency_code: amount.currency_code, value: "0.00" },
    cycle_executions: [
      {
        tenure_type: "REGULAR",
        sequence: 1,
        cycles_completed: 1,
        cycles_remaining: total === 0 ? 0 : total - 1,
        current_pricing_scheme_version: 1,
        total_cycles: total,
      },
    ],
    last_payment: { amount, time: paid },
    ...(isLast ? { final_payment_time: paid } : { next_billing_time: next.toISOString() }),
    failed_payments_count: 0,
  };
}

/** GET /v1/billing/subscriptions/{id}/transactions: its payments from `start` to `end`. */
export async function listTransactions(
  services: Services,
  id: string,
  range: { start: number; end: number },
): Promise<Record<string, unknown>> {
  await readResource(services, "subscription", id);
  const rows = await services.db
    .select({ resource: t.resource })
    .from(t)
    .where(
      and(
        isKind("payment"),
        sql`${t.resource} @> ${JSON.stringify({ subscription_id: id })}::jsonb`,
      ),
    );
  const transactions: Transaction[] = rows
    .map((row) => row.resource as PaymentResource)
    .filter((payment) => {
      const time = Date.parse(payment.time);
      return time >= range.start && time <= range.end;
    })
    .sort((a, b) => a.time.localeCompare(b.time))
    .map(({ id, status, amount_with_breakdown, payer_name, payer_email, time }) => ({
      id,
      status,
      amount_with_breakdown,
      payer_name,
      payer_email,
      time,
    }));
  return {
    transactions,
    total_items: transactions.length,
    total_pages: transactions.length === 0 ? 0 : 1,
  };
}
