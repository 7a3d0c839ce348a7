import { and, desc, eq, inArray } from "drizzle-orm";
import { orderEvents, orders, paymentEvents } from "../../db/schema-shop.ts";
import type { Services } from "../../platform/services.ts";

/** A payment event as a provider's report writes it, before its verdict. */
export type ReportEvent = Omit<typeof paymentEvents.$inferInsert, "verdict" | "change">;

/** What a provider's word that it took the money did to the order. */
export type Settled = "accepted" | "amountMismatch" | "replay" | "late";

/**
 * A provider says it took an order's money (decision 045): an order waiting for it is paid, or
 * flagged for the back office when the amount or currency is not the order's, in one
 * conditional update with its events. The same word again, for an order already paid or
 * flagged, is a replay; for an order no longer waiting (expired, given up) it is late and
 * changes nothing, logged for the back office.
 */
export async function settlePayment(
  services: Services,
  report: { orderId: number; event: ReportEvent; isOrderAmount: boolean; source: string },
): Promise<Settled> {
  const { orderId, event, isOrderAmount, source } = report;
  const to = isOrderAmount ? "paid" : "flagged";
  return services.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({ paymentStatus: to, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "awaiting")))
      .returning({ id: orders.id });
    if (!moved) {
      const [now] = await tx
        .select({ number: orders.number, paymentStatus: orders.paymentStatus })
        .from(orders)
        .where(eq(orders.id, orderId));
      const isDone = now?.paymentStatus === "paid" || now?.paymentStatus === "flagged";
      const verdict = isDone ? "replay" : "late";
      await tx.insert(paymentEvents).values({ ...event, verdict });
      if (!isDone)
        services.log.warn(
          { order: now?.number, paymentStatus: now?.paymentStatus, source },
          "a payment came for an order no longer waiting for it",
        );
      return verdict;
    }
    const change = { from: "awaiting", to };
    const verdict = isOrderAmount ? "accepted" : "amountMismatch";
    await tx.insert(paymentEvents).values({ ...event, verdict, change });
    await tx
      .insert(orderEvents)
      .values({ orderId, kind: "payment", detail: { ...change, source } });
    return verdict;
  });
}

type PaymentEvent = typeof paymentEvents.$inferSelect;

/**
 * The text fields of an order's latest payment event of one of `kinds` with one of `verdicts`
 * (the report that paid it, the start that made a provider's order), or undefined.
 */
export async function lastEventFields(
  services: Services,
  orderId: number,
  which: { kinds: PaymentEvent["kind"][]; verdicts: PaymentEvent["verdict"][] },
): Promise<Record<string, string> | undefined> {
  const [event] = await services.db
    .select({ payload: paymentEvents.payload })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderId, orderId),
        inArray(paymentEvents.kind, which.kinds),
        inArray(paymentEvents.verdict, which.verdicts),
      ),
    )
    .orderBy(desc(paymentEvents.id))
    .limit(1);
  if (!event) return undefined;
  return Object.fromEntries(
    Object.entries(event.payload).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}
