import { and, asc, eq, lt } from "drizzle-orm";
import { orders } from "../../db/schema-shop.ts";
import { type CoalescedJob, startCoalescedJob } from "../../platform/coalesced-job.ts";
import { invalidateContent } from "../../platform/cache-keys.ts";
import type { Services } from "../../platform/services.ts";
import { paymentProviders } from "./providers.ts";
import { releaseAwaitingOrder } from "./release.ts";

/** How often an instance looks for card orders whose time to pay has run out. */
const pollMs = 60_000;
/** Orders released in one transaction each, this many per run before the next. */
const batchSize = 50;

/**
 * Expires card orders unpaid after PAYMENT_TIMEOUT_MINUTES (decision 045): their provider is
 * asked first whether it was paid after all (a lost notification, a shopper who never came
 * back), which settles it; the others' stock and coupon uses go back (release.ts). The orders' rows are the job's state, so it survives
 * restarts, and any instance may run it: each order is released by one conditional update, so
 * two instances' runs, or a payment arriving at the same moment, release it at most once.
 * @returns how many orders it expired
 */
export async function expireUnpaidOrders(services: Services, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - services.config.paymentTimeoutMinutes * 60_000);
  const due = await services.db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentStatus, "awaiting"), lt(orders.createdAt, cutoff)))
    .orderBy(asc(orders.id))
    .limit(batchSize);
  let expired = 0;
  const stockBack = new Map<string, number[]>();
  for (const order of due) {
    await paymentProviders[order.paymentKind].reconcile?.(services, order);
    const products = await services.db.transaction((tx) =>
      releaseAwaitingOrder(tx, order, { to: "expired", reason: "timeout" }),
    );
    if (!products) continue;
    expired += 1;
    stockBack.set(order.siteId, [...(stockBack.get(order.siteId) ?? []), ...products]);
  }
  for (const [siteId, productIds] of stockBack)
    if (productIds.length > 0)
      await invalidateContent(services.changes, { siteId, kinds: ["catalog"], productIds });
  return expired;
}

/** The expiry job of this process: once after start, every minute, until the server closes. */
export function startPaymentExpiry(services: Services): CoalescedJob {
  return startCoalescedJob({
    run: async () => {
      const expired = await expireUnpaidOrders(services);
      if (expired > 0) services.log.info({ expired }, "unpaid card orders expired");
      return expired === batchSize;
    },
    pollMs,
    onError: (error) => services.log.error({ err: error }, "payment expiry"),
  });
}
