import { and, eq } from "drizzle-orm";
import type { OrderCreateRequest, OrderCreateResult } from "#generated/types.ts";
import { orders, paymentEvents } from "../../../db/schema-shop.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import { assertUserId, type CheckoutCall, checkoutPricing } from "./checkout-call.ts";
import { deliveryContext } from "./delivery-step.ts";
import { type Placed, placeOrder } from "./place-order.ts";
import { wspayGateway } from "../../payments/wspay/gateway.ts";
import { hostedForm } from "../../payments/wspay/hosted-form.ts";

// PostgreSQL may end one of two transactions that wait for each other's rows (deadlock_detected,
// serialization_failure): the order is then placed again from the start, in a new transaction.
const retriedCodes = new Set(["40P01", "40001"]);
const isRetried = (error: unknown): boolean => {
  const code =
    (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === "string" && retriedCodes.has(code);
};

/**
 * spec 7 order/create (decision 031): the cart becomes an order in one transaction, or nothing
 * changes. Idempotent per cart: a repeated call answers the same order. Mails are rendered and
 * leave after the commit; a product that sold out drops the catalogue's caches and cached pages.
 */
export async function createOrder(
  services: Services,
  call: CheckoutCall,
  body: OrderCreateRequest,
): Promise<OrderCreateResult> {
  assertUserId(body.userId, call.user);
  const [context, pricing, mailSettings] = await Promise.all([
    deliveryContext(services, call.site.id),
    checkoutPricing(services, call),
    loadMailSettings(services, call.site.id),
  ]);
  const input = { call, body, context, ...pricing, mailSettings };
  let placed: Placed | undefined;
  for (let attempt = 1; !placed; attempt += 1) {
    try {
      placed = await services.db.transaction((tx) => placeOrder(tx, input));
    } catch (error) {
      if (attempt >= 3 || !isRetried(error)) throw error;
    }
  }
  if (placed.isNew) {
    services.mail.wake();
    if (placed.soldOut.length > 0)
      await invalidateContent(services.changes, {
        siteId: call.site.id,
        kinds: ["catalog"],
        productIds: placed.soldOut,
      });
  }
  return { html: await paymentForm(services, call, body, placed), orderSlug: placed.number };
}

/**
 * spec 4: cash on delivery and bank transfer are done at once (no html); a card order still
 * waiting for its payment gets the hosted form to its gateway, again for a repeated call (the
 * same order, signed the same way), with a start event the first time (decision 045).
 */
async function paymentForm(
  services: Services,
  call: CheckoutCall,
  body: OrderCreateRequest,
  placed: Placed,
): Promise<string> {
  const [order] = await services.db
    .select({
      id: orders.id,
      paymentStatus: orders.paymentStatus,
      totalCents: orders.totalCents,
      email: orders.email,
      languageCode: orders.languageCode,
      snapshot: orders.snapshot,
    })
    .from(orders)
    .where(and(eq(orders.siteId, call.site.id), eq(orders.number, placed.number)));
  if (!order || order.paymentStatus !== "awaiting") return "";
  const gateway = await wspayGateway(services);
  const { customer } = order.snapshot;
  const form = hostedForm(
    gateway,
    {
      number: placed.number,
      totalCents: order.totalCents,
      language: call.languageCode.slice(0, 2),
      customer: { firstName: customer.firstName, lastName: customer.lastName, email: order.email },
    },
    // place-order.ts refused a card order without both addresses
    { successURL: body.successURL ?? "", failureURL: body.failureURL ?? "" },
  );
  if (placed.isNew)
    await services.db.insert(paymentEvents).values({
      siteId: call.site.id,
      orderId: order.id,
      provider: "wspay",
      kind: "start",
      verdict: "accepted",
      amountCents: order.totalCents,
      payload: { formUrl: gateway.formUrl },
    });
  return form;
}
