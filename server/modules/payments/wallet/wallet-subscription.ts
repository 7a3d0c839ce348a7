import { and, eq } from "drizzle-orm";
import { catalogProducts } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import type { OrderRow } from "../../checkout/operations/order-view.ts";
import { settlePayment } from "../settle.ts";
import type { WalletApi, WalletMoney } from "./wallet-api.ts";
import { askWallet, captureEventOf, notApproved } from "./wallet-capture.ts";
import { currencyOf, walletOf, type WalletStart } from "./wallet-client.ts";

// Subscriptions through the card wallet (decision 046, PayPal's Subscriptions v1): a product
// names the wallet's plan it is sold by; an order of that product alone, priced as the plan
// charges, is paid by subscribing to the plan, and the shop checks what the first cycle took.

/** The largest quantity the wallet subscribes to. */
const mostUnits = 1000;

/** What an order subscribes to: its plan, the quantity, and the delivery charged each cycle. */
export type SubscriptionOffer = { planId: string; quantity: number; shippingCents: number };

/**
 * The subscription an order is paid by, or undefined for a purchase paid once: the order is
 * one line of a product with a plan, and the plan (read from the wallet, the authority on its
 * price) charges exactly the order's total each cycle: price × quantity + the delivery. An order
 * priced otherwise (a coupon, a plan whose price changed, another currency) is paid once, for
 * its total, and the reason is logged for the back office: the shopper never pays another amount
 * than the order's.
 */
export async function subscriptionOffer(
  services: Services,
  api: WalletApi,
  order: OrderRow,
): Promise<SubscriptionOffer | undefined> {
  const { lines, prices } = order.snapshot;
  const line = lines.length === 1 ? lines[0] : undefined;
  if (!line) return undefined;
  const [product] = await services.db
    .select({ planId: catalogProducts.walletPlanId })
    .from(catalogProducts)
    .where(and(eq(catalogProducts.siteId, order.siteId), eq(catalogProducts.id, line.productId)));
  const planId = product?.planId;
  if (!planId) return undefined;
  const log = { order: order.number, planId };
  try {
    const plan = await api.getPlan(planId);
    const isPriced =
      plan.status === "ACTIVE" &&
      plan.currency === currencyOf(order) &&
      line.qty <= mostUnits &&
      (line.qty === 1 || plan.quantitySupported) &&
      plan.amountCents * line.qty + prices.delivery === order.totalCents;
    if (isPriced) return { planId, quantity: line.qty, shippingCents: prices.delivery };
    services.log.warn(
      { ...log, plan: { ...plan }, total: order.totalCents },
      "the order is not priced as its product's plan: it is paid once",
    );
  } catch (error) {
    services.log.warn({ ...log, err: error }, "the wallet's plan was not read: paid once");
  }
  return undefined;
}

/** Subscribes the order to its offer (once per order: the request id), answering its id. */
export async function subscribe(
  api: WalletApi,
  order: OrderRow,
  offer: SubscriptionOffer,
): Promise<string> {
  const created = await api.createSubscription({
    planId: offer.planId,
    quantity: offer.quantity,
    customId: order.number,
    ...(offer.shippingCents > 0
      ? { shippingCents: offer.shippingCents, currency: currencyOf(order) }
      : {}),
    requestId: `vitrina-subscription-${order.siteId}-${order.number}`,
  });
  return created.id;
}

/**
 * The buyer approved the subscription the shop made for an order: the wallet must say it is
 * ACTIVE, and the shop settles what its first cycle took (`billing_info.last_payment`; until
 * the wallet reports it, what the plan charges). A subscription to another plan or quantity, or
 * of another order, is flagged for the back office as another amount would be.
 */
export async function settleSubscription(
  services: Services,
  order: OrderRow,
  start: WalletStart & { subscription: NonNullable<WalletStart["subscription"]> },
  payload: Record<string, unknown>,
): Promise<void> {
  const subscriptionId = start.providerOrderId;
  const event = captureEventOf(order, { ...payload, subscriptionId });
  const { api } = await walletOf(services);
  const subscription = await askWallet(services, order, event, () =>
    api.getSubscription(subscriptionId),
  );
  if (subscription.status !== "ACTIVE") return notApproved(services, event, subscription.status);
  let paid: WalletMoney | undefined = subscription.lastPayment;
  if (!paid) {
    const plan = await askWallet(services, order, event, () => api.getPlan(subscription.planId));
    paid = {
      amountCents: plan.amountCents * subscription.quantity + (subscription.shippingCents ?? 0),
      currency: plan.currency,
    };
  }
  const isOrdered =
    subscription.planId === start.subscription.planId &&
    subscription.quantity === start.subscription.quantity &&
    subscription.customId === order.number;
  await settlePayment(services, {
    orderId: order.id,
    event: {
      ...event,
      amountCents: paid.amountCents,
      currency: paid.currency,
      payload: {
        ...event.payload,
        planId: subscription.planId,
        quantity: String(subscription.quantity),
        payerId: subscription.payerId ?? null,
        amountFrom: subscription.lastPayment ? "lastPayment" : "plan",
      },
    },
    isOrderAmount:
      isOrdered && paid.amountCents === order.totalCents && paid.currency === currencyOf(order),
    source: "subscription",
  });
}

/**
 * The wallet's transaction that paid a subscription's first cycle, refunded as a capture is:
 * the first completed one since the order was placed, or undefined.
 */
export async function subscriptionPaymentOf(
  api: WalletApi,
  order: OrderRow,
  subscriptionId: string,
): Promise<string | undefined> {
  const hour = 60 * 60_000;
  const transactions = await api.listSubscriptionTransactions(subscriptionId, {
    startTime: new Date(order.createdAt.getTime() - hour).toISOString(),
    endTime: new Date().toISOString(),
  });
  return transactions
    .filter((each) => each.status === "COMPLETED" || each.status === "PARTIALLY_REFUNDED")
    .sort((a, b) => a.time.localeCompare(b.time))[0]?.id;
}
