import { eq } from "drizzle-orm";
import type { OrderSnapshot, OrderStatus } from "#generated/types.ts";
import type { Db } from "../client.ts";
import { outbox } from "../schema.ts";
import { carts, orderEvents, orders, shopCouponUses } from "../schema-shop.ts";
import {
  type OrderMailSettings,
  renderOrderMail,
} from "../../modules/checkout/documents/order-mails.ts";
import { toOrder } from "../../modules/checkout/operations/order-view.ts";

/** Where a demo order has got to since it was placed, some days before the seed runs. */
export type OrderHistory = {
  daysAgo: number;
  status: Extract<OrderStatus, "new" | "shipped" | "delivered">;
  /** A bank transfer that has arrived (cash on delivery stays unpaid, as the admin keeps it). */
  paid: boolean;
};

const hour = 3_600_000;
const day = 24 * hour;

// the back office's moves (shop-admin order-changes.ts): new, processing, shipped, delivered
const path: OrderStatus[] = ["new", "processing", "shipped", "delivered"];

type Event = { kind: "status" | "payment"; from: string; to: string; at: Date };

/** The order_events a back-office user would have made, a day or so apart, oldest first. */
function historyEvents(history: OrderHistory, placedAt: Date): Event[] {
  const events: Event[] = [];
  let at = placedAt.getTime();
  if (history.paid) {
    at += 20 * hour;
    events.push({ kind: "payment", from: "unpaid", to: "paid", at: new Date(at) });
  }
  for (let step = 1; step <= path.indexOf(history.status); step += 1) {
    at += step === path.length - 1 ? 3 * day : day;
    const [from, to] = [path[step - 1], path[step]];
    if (from && to) events.push({ kind: "status", from, to, at: new Date(at) });
  }
  return events;
}

/**
 * Dates a just placed demo order (its cart, coupon use and mails) some days back and gives it
 * its status, payment status and order_events. The order's mails are marked sent then: a fresh
 * install with SMTP_URL must not mail the demo addresses, and the back office still shows them.
 */
export async function backdateOrder(
  tx: Db,
  input: {
    orderId: number;
    cartId: string;
    history: OrderHistory;
    editorId: number | null;
    /** Brand, SendEmailTo and DefaultLanguage for the order's mails. */
    mailSettings: OrderMailSettings;
  },
): Promise<void> {
  const { orderId, history } = input;
  // placed in the early afternoon (UTC), days ago
  const placedAt = new Date(Math.floor(Date.now() / day) * day - history.daysAgo * day + 13 * hour);
  const events = historyEvents(history, placedAt);
  const updatedAt = events.at(-1)?.at ?? placedAt;
  const [order] = await tx
    .select({ snapshot: orders.snapshot })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new Error(`seed: order ${orderId} is missing`);
  // the consents were logged when the order was placed
  const snapshot: OrderSnapshot = {
    ...order.snapshot,
    consents: order.snapshot.consents.map((consent) => ({
      ...consent,
      statusTimestamp: placedAt.toISOString(),
    })),
  };
  await tx
    .update(orders)
    .set({
      status: history.status,
      paymentStatus: history.paid ? "paid" : "unpaid",
      snapshot,
      createdAt: placedAt,
      updatedAt,
    })
    .where(eq(orders.id, orderId));
  if (events.length > 0)
    await tx.insert(orderEvents).values(
      events.map((event) => ({
        orderId,
        kind: event.kind,
        detail: { from: event.from, to: event.to },
        userId: input.editorId,
        createdAt: event.at,
      })),
    );
  await tx
    .update(carts)
    .set({ createdAt: new Date(placedAt.getTime() - hour / 2), updatedAt: placedAt })
    .where(eq(carts.id, input.cartId));
  await tx
    .update(shopCouponUses)
    .set({ createdAt: placedAt })
    .where(eq(shopCouponUses.orderId, orderId));
  // its mails, queued by the order's write, rendered as the outbox renderer would when it sent
  const [dated] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!dated) throw new Error(`seed: order ${orderId} is missing`);
  const queued = await tx.select().from(outbox).where(eq(outbox.orderId, orderId));
  for (const mail of queued)
    await tx
      .update(outbox)
      .set({
        ...renderOrderMail(mail, toOrder(dated), input.mailSettings),
        status: "sent",
        attempts: 1,
        createdAt: placedAt,
        nextAttemptAt: placedAt,
        sentAt: placedAt,
      })
      .where(eq(outbox.id, mail.id));
}
