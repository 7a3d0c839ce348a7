import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LoginResult, OrderCreateResult, ShopOrderAdmin } from "#generated/types.ts";
import { orderEvents, orders, sandboxWalletOrders } from "#server/db/schema-shop.ts";
import { expireUnpaidOrders } from "#server/modules/payments/expiry.ts";
import { demoAccount } from "./backoffice.ts";
import { useCardShop } from "./card-payments.ts";
import { data, errorOf } from "./shop-client.ts";

// The card wallet (issue 20, decision 045) through its local emulator: order/create answers the
// provider's order the shop created; the buyer approves it on the emulator; order/pgSuccess has
// the shop capture it and check the captured amount. Each test has orders of its own.
const { suite, db, call, post, cardOrder, eventsOf, statusOf, productStock } = useCardShop();

type Order = Awaited<ReturnType<typeof cardOrder>>;

const walletOrder = (price = 18): Promise<Order> => cardOrder(price, undefined, "wallet");

const providerIdOf = (order: Order): string => {
  const id = order.result.walletProvider?.orderId;
  if (!id) throw new Error("order/create answered no wallet provider");
  return id;
};

/** The sandbox's buyer approves the provider's order, as its dialog does. */
async function approve(order: Order) {
  const response = await fetch(
    `${suite.server.url}/sandbox/wallet/approve/${providerIdOf(order)}`,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    },
  );
  expect(response.status).toBe(200);
}

const confirm = (order: Order, details: Record<string, string> = {}, session = order.session) =>
  post(`/api/v2/order/pgSuccess/${order.order.number}`, {
    ...session,
    details: { orderID: providerIdOf(order), payerID: "SANDBOXBUYER1", ...details },
    internalRedirect: true,
  });

const paymentMoves = async (orderId: number) =>
  (
    await db()
      .select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, "payment")))
      .orderBy(asc(orderEvents.id))
  ).map((event) => event.detail);

describe("order/create with the card wallet", () => {
  it("answers the provider's order for the order's total and the buttons script, the same again", async () => {
    const order = await walletOrder(18);
    const total = order.order.totalCents;
    expect(order.result.html).toBeNull();
    expect(order.result.walletProvider).toMatchObject({
      isSubscription: false,
      plan_id: null,
      quantity: null,
      total: `${Math.floor(total / 100)}.${String(total % 100).padStart(2, "0")}`,
    });
    const script = new URL(order.result.walletProvider?.scriptUrl ?? "", suite.server.url);
    expect(script.pathname).toBe("/sandbox/wallet/sdk.js");
    expect(script.searchParams.get("currency")).toBe("EUR");
    expect((await fetch(script)).headers.get("content-type")).toMatch(/javascript/);
    expect(order.order.paymentStatus).toBe("awaiting");
    const [provider] = await db()
      .select()
      .from(sandboxWalletOrders)
      .where(eq(sandboxWalletOrders.id, providerIdOf(order)));
    expect(provider).toMatchObject({ kind: "order", status: "CREATED" });
    // a repeated order/create is the same order and the same provider order
    const again = data<OrderCreateResult>(
      await post("/api/v2/order/create", {
        ...order.session,
        consents: ["privacy", "terms"],
        successURL: `${suite.server.url}/naplata/uspjeh`,
        failureURL: `${suite.server.url}/naplata/neuspjeh`,
      }),
    );
    expect(again.walletProvider?.orderId).toBe(providerIdOf(order));
  });
});

describe("the wallet's approval (order/pgSuccess)", () => {
  it("captures an approved order once, pays it, and answers the success page again after", async () => {
    const order = await walletOrder();
    await approve(order);
    const answer = data<{ url: string }>(await confirm(order));
    expect(answer.url).toBe(
      `${suite.server.url}/naplata/uspjeh?orderSlug=${encodeURIComponent(order.order.number)}`,
    );
    expect(await statusOf(order.order.id)).toBe("paid");
    const again = data<{ url: string }>(await confirm(order));
    expect(again.url).toBe(answer.url);
    const events = await eventsOf(order.order.id);
    expect(events.map((event) => `${event.kind}:${event.verdict}`)).toEqual([
      "start:accepted",
      "capture:accepted",
    ]);
    expect(events[1]?.amountCents).toBe(order.order.totalCents);
    expect(await paymentMoves(order.order.id)).toEqual([
      { from: "awaiting", to: "paid", source: "capture" },
    ]);
  });

  it("two approvals at once capture once and pay once", async () => {
    const order = await walletOrder();
    await approve(order);
    const answers = await Promise.all([confirm(order), confirm(order)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await statusOf(order.order.id)).toBe("paid");
    expect(await paymentMoves(order.order.id)).toHaveLength(1);
    const [provider] = await db()
      .select()
      .from(sandboxWalletOrders)
      .where(eq(sandboxWalletOrders.id, providerIdOf(order)));
    expect(provider?.status).toBe("COMPLETED");
  });

  it("pays nothing for an approval the buyer never gave, another provider order, or a stranger", async () => {
    const order = await walletOrder();
    const early = await confirm(order);
    expect(early.status).toBe(409);
    expect(errorOf(early).key).toBe("api.walletNotApproved");
    await approve(order);
    const other = await confirm(order, { orderID: "5O190127TN364715T" });
    expect(other.status).toBe(400);
    expect(errorOf(other).key).toBe("api.walletOrderMismatch");
    const stranger = await confirm(order, {}, { ...order.session, protectCode: "0".repeat(32) });
    expect(stranger.status).toBe(404);
    const junk = await post(`/api/v2/order/pgSuccess/${order.order.number}`, {
      ...order.session,
      details: { orderID: "<script>" },
    });
    expect(junk.status).toBe(400);
    expect(await statusOf(order.order.id)).toBe("awaiting");
    expect(
      (await eventsOf(order.order.id)).map((event) => `${event.kind}:${event.verdict}`),
    ).toEqual(["start:accepted", "capture:declined", "capture:unknownOrder"]);
  });

  it("flags an order whose captured amount is not its total, for the back office", async () => {
    const order = await walletOrder(30);
    // the provider's order says less than the shop asked for (a tampered or short payment)
    await db()
      .update(sandboxWalletOrders)
      .set({
        resource: sql`jsonb_set(${sandboxWalletOrders.resource}, '{purchase_units,0,amount,value}', '"1.00"')`,
      })
      .where(eq(sandboxWalletOrders.id, providerIdOf(order)));
    await approve(order);
    expect((await confirm(order)).status).toBe(200);
    expect(await statusOf(order.order.id)).toBe("flagged");
    expect((await eventsOf(order.order.id)).at(-1)).toMatchObject({
      kind: "capture",
      verdict: "amountMismatch",
      amountCents: 100,
    });
  });

  it("captures nothing for an order that expired unpaid, whose stock went back", async () => {
    const order = await walletOrder();
    const before = await productStock(order.product);
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.order.id));
    await expireUnpaidOrders(suite.server.services);
    expect(await statusOf(order.order.id)).toBe("expired");
    expect((await productStock(order.product))?.stock).toBe((before?.stock ?? 0) + 1);
    await approve(order);
    const late = await confirm(order);
    expect(late.status).toBe(409);
    expect(errorOf(late).key).toBe("api.paymentNotAwaiting");
    const [provider] = await db()
      .select()
      .from(sandboxWalletOrders)
      .where(eq(sandboxWalletOrders.id, providerIdOf(order)));
    expect(provider?.status).toBe("APPROVED");
  });
});

describe("the expiry of a wallet order", () => {
  it("captures an approval the shopper's browser never confirmed, instead of expiring it", async () => {
    const order = await walletOrder();
    await approve(order);
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.order.id));
    await expireUnpaidOrders(suite.server.services);
    expect(await statusOf(order.order.id)).toBe("paid");
    expect(
      (await eventsOf(order.order.id)).map((event) => `${event.kind}:${event.verdict}`),
    ).toEqual(["start:accepted", "capture:accepted"]);
  });
});

describe("a wallet refund", () => {
  it("gives back part of a captured order through the wallet's API", async () => {
    const order = await walletOrder(22);
    await approve(order);
    expect((await confirm(order)).status).toBe(200);
    const { email, password } = demoAccount("back-office");
    const login = data<LoginResult>(await post("/api/v1/login", { username: email, password }));
    const headers = { accessToken: login.tokens.accessToken };
    const refunded = data<ShopOrderAdmin>(
      await call(`/api/v1/admin/shop/orders/${order.order.id}/refund`, {
        method: "POST",
        headers,
        body: { amount: 700 },
      }),
    );
    expect(refunded).toMatchObject({
      refunded: 700,
      refundable: order.order.totalCents - 700,
      paymentKind: "wallet",
      canSetPayment: false,
    });
    const [provider] = await db()
      .select()
      .from(sandboxWalletOrders)
      .where(eq(sandboxWalletOrders.id, providerIdOf(order)));
    expect(JSON.stringify(provider?.resource)).toContain('"value":"7.00"');
  });
});
