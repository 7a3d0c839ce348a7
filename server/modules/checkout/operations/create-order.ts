import { and, eq } from "drizzle-orm";
import type { OrderCreateRequest, OrderCreateResult } from "#generated/types.ts";
import { orders } from "../../../db/schema-shop.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import { assertUserId, type CheckoutCall, checkoutPricing } from "./checkout-call.ts";
import { deliveryContext } from "./delivery-step.ts";
import { type Placed, placeOrder } from "./place-order.ts";
import type { PaymentStart } from "../../payments/payment-provider.ts";
import { paymentProviders } from "../../payments/providers.ts";

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
  return { ...(await paymentStart(services, call, body, placed)), orderSlug: placed.number };
}

/**
 * spec 4: the payment's provider answers what the browser gets (decision 045): nothing for cash
 * on delivery and bank transfer, which are done at once; for a card order still waiting for its
 * payment, the hosted form to its gateway, or the card wallet's provider order for its buttons,
 * again for a repeated call (the same order, signed the same way).
 */
async function paymentStart(
  services: Services,
  call: CheckoutCall,
  body: OrderCreateRequest,
  placed: Placed,
): Promise<PaymentStart> {
  const [order] = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, call.site.id), eq(orders.number, placed.number)));
  if (!order) return { html: "" };
  // place-order.ts refused a provider's order without both addresses
  const returns = { successURL: body.successURL ?? "", failureURL: body.failureURL ?? "" };
  return paymentProviders[order.paymentKind].start(
    services,
    order,
    returns,
    placed.isNew ? "first" : "repeated",
  );
}
