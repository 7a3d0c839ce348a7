import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LoginResult, OrderCreateResult, ShopOrderAdmin } from "#generated/types.ts";
import { catalogProducts } from "#server/db/schema.ts";
import { orders, sandboxWalletOrders } from "#server/db/schema-shop.ts";
import { expireUnpaidOrders } from "#server/modules/payments/expiry.ts";
import { sandboxWalletApi } from "#server/modules/payments/wallet/sandbox-wallet.ts";
import { demoAccount } from "./backoffice.ts";
import { useCardShop } from "./card-payments.ts";
import { data, errorOf, uniqueName } from "./shop-client.ts";

// Subscriptions through the card wallet (issue 20, decision 046) on its local emulator: a product
// names the wallet's plan; an order of it alone, priced as the plan, subscribes; the approval is
// settled from what the wallet says the first cycle took. Each test has a plan and product of
// its own. The demo's courier costs 5.90 € below 70 €, so the plan charges it as shipping.
const { suite, db, call, post, cardOrder, eventsOf, statusOf, testProduct, signedInUser } =
  useCardShop();

const courierCents = 590;

/** A monthly plan at the wallet of `price` EUR, and a product of that price sold by it. */
async function planProduct(price: number, options: { quantitySupported?: boolean } = {}) {
  const api = await sandboxWalletApi(suite.server.services);
  const name = uniqueName("Klub");
  const catalog = await api.createCatalogProduct({ name, type: "PHYSICAL" });
  const plan = await api.createPlan({
    productId: catalog.id,
    name,
    amountCents: Math.round(price * 100),
    currency: "EUR",
    interval: "MONTH",
    ...options,
  });
  const product = await testProduct({ stock: 10, price });
  await db()
    .update(catalogProducts)
    .set({ walletPlanId: plan.id })
    .where(eq(catalogProducts.id, product));
  return { product, planId: plan.id };
}

type Order = Awaited<ReturnType<typeof cardOrder>>;

const subscriptionOf = (order: Order): string => {
  const id = order.result.walletProvider?.orderId;
  if (!id) throw new Error("order/create answered no wallet provider");
  return id;
};

const providerRow = async (id: string) =>
  (await db().select().from(sandboxWalletOrders).where(eq(sandboxWalletOrders.id, id)))[0];

/** The sandbox's buyer approves, as its dialog does. */
async function approve(id: string) {
  const response = await fetch(`${suite.server.url}/sandbox/wallet/approve/${id}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(response.status).toBe(200);
}

const confirm = (order: Order, details: Record<string, string> = {}) =>
  post(`/api/v2/order/pgSuccess/${order.order.number}`, {
    ...order.session,
    details: { orderID: subscriptionOf(order), subscriptionID: subscriptionOf(order), ...details },
    internalRedirect: true,
  });

const subscriptionOrder = (product: number, qty = 1, coupon?: string) =>
  cardOrder(undefined, coupon, "wallet", { product, qty });

describe("order/create of a product sold by a plan", () => {
  it("subscribes one product's order to its plan, with the quantity and the delivery as shipping", async () => {
    const { product, planId } = await planProduct(20);
    const order = await subscriptionOrder(product, 2);
    expect(order.order.totalCents).toBe(2 * 2000 + courierCents);
    expect(order.result.walletProvider).toMatchObject({
      isSubscription: true,
      plan_id: planId,
      quantity: 2,
      total: "45.90",
    });
    const script = new URL(order.result.walletProvider?.scriptUrl ?? "", suite.server.url);
    expect(script.searchParams.get("intent")).toBe("subscription");
    const row = await providerRow(subscriptionOf(order));
    expect(row).toMatchObject({ kind: "subscription", status: "APPROVAL_PENDING" });
    expect(row?.resource).toMatchObject({
      plan_id: planId,
      quantity: "2",
      custom_id: order.order.number,
      shipping_amount: { currency_code: "EUR", value: "5.90" },
    });
    // a repeated order/create names the same subscription
    const again = data<OrderCreateResult>(
      await post("/api/v2/order/create", {
        ...order.session,
        consents: ["privacy", "terms"],
        successURL: `${suite.server.url}/naplata/uspjeh`,
        failureURL: `${suite.server.url}/naplata/neuspjeh`,
      }),
    );
    expect(again.walletProvider?.orderId).toBe(subscriptionOf(order));
  });

  it("sells once what the plan does not price: a coupon, a plan of another price, a quantity it refuses", async () => {
    const { product } = await planProduct(30);
    const withCoupon = await subscriptionOrder(product, 1, "WELCOME10");
    expect(withCoupon.result.walletProvider).toMatchObject({
      isSubscription: false,
      plan_id: null,
    });
    expect((await providerRow(subscriptionOf(withCoupon)))?.kind).toBe("order");

    const repriced = await planProduct(15);
    await db()
      .update(catalogProducts)
      .set({ finalPrice: 16, retailPrice: 16 })
      .where(eq(catalogProducts.id, repriced.product));
    const other = await subscriptionOrder(repriced.product);
    expect(other.result.walletProvider?.isSubscription).toBe(false);

    const single = await planProduct(25, { quantitySupported: false });
    expect((await subscriptionOrder(single.product, 2)).result.walletProvider).toMatchObject({
      isSubscription: false,
      total: "55.90",
    });
    expect((await subscriptionOrder(single.product, 1)).result.walletProvider?.isSubscription).toBe(
      true,
    );
  });
});

describe("the approval of a subscription", () => {
  it("pays the order with what the first cycle took, once, and answers the success page again", async () => {
    const { product } = await planProduct(20);
    const order = await subscriptionOrder(product, 2);
    const early = await confirm(order);
    expect(early.status).toBe(409);
    expect(errorOf(early).key).toBe("api.walletNotApproved");
    await approve(subscriptionOf(order));
    // twenty approvals at once settle one payment
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(order)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await statusOf(order.order.id)).toBe("paid");
    // a later approval finds the order paid, or (at once, on PostgreSQL) replays the first
    const events = await eventsOf(order.order.id);
    const kinds = events.map((event) => `${event.kind}:${event.verdict}`);
    expect(kinds.slice(0, 3)).toEqual(["start:accepted", "capture:declined", "capture:accepted"]);
    expect(kinds.slice(3).every((kind) => kind === "capture:replay")).toBe(true);
    expect(events[2]?.amountCents).toBe(order.order.totalCents);
  });

  it("refuses an approval of another subscription, and flags one changed at the wallet", async () => {
    const { product } = await planProduct(12);
    const order = await subscriptionOrder(product);
    await approve(subscriptionOf(order));
    const other = await confirm(order, { subscriptionID: "I-OTHERSUBSCRIPTION1" });
    expect(other.status).toBe(400);
    expect(errorOf(other).key).toBe("api.walletOrderMismatch");
    // the order's approval without the subscription's id names nothing the shop created
    const bare = await post(`/api/v2/order/pgSuccess/${order.order.number}`, {
      ...order.session,
      details: { orderID: subscriptionOf(order) },
    });
    expect(bare.status).toBe(400);
    expect(await statusOf(order.order.id)).toBe("awaiting");

    // the wallet's subscription says three units: not what the order asked for
    const tampered = await subscriptionOrder(product);
    await db()
      .update(sandboxWalletOrders)
      .set({ resource: sql`jsonb_set(${sandboxWalletOrders.resource}, '{quantity}', '"3"')` })
      .where(eq(sandboxWalletOrders.id, subscriptionOf(tampered)));
    await approve(subscriptionOf(tampered));
    expect((await confirm(tampered)).status).toBe(200);
    expect(await statusOf(tampered.order.id)).toBe("flagged");
    expect((await eventsOf(tampered.order.id)).at(-1)).toMatchObject({
      kind: "capture",
      verdict: "amountMismatch",
      amountCents: 3 * 1200 + courierCents,
    });
  });

  it("is settled by the expiry when the shopper's browser never came back", async () => {
    const { product } = await planProduct(14);
    const order = await subscriptionOrder(product);
    await approve(subscriptionOf(order));
    await db()
      .update(orders)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(orders.id, order.order.id));
    await expireUnpaidOrders(suite.server.services);
    expect(await statusOf(order.order.id)).toBe("paid");
  });
});

describe("a subscription order's refund", () => {
  it("gives back part of the first cycle's payment through the wallet", async () => {
    const { product } = await planProduct(22);
    const order = await subscriptionOrder(product);
    await approve(subscriptionOf(order));
    expect((await confirm(order)).status).toBe(200);
    const { email, password } = demoAccount("back-office");
    const login = data<LoginResult>(await post("/api/v1/login", { username: email, password }));
    const refunded = data<ShopOrderAdmin>(
      await call(`/api/v1/admin/shop/orders/${order.order.id}/refund`, {
        method: "POST",
        headers: { accessToken: login.tokens.accessToken },
        body: { amount: 500 },
      }),
    );
    expect(refunded).toMatchObject({ refunded: 500, refundable: order.order.totalCents - 500 });
    const [payment] = await db()
      .select()
      .from(sandboxWalletOrders)
      .where(
        and(
          eq(sandboxWalletOrders.kind, "payment"),
          sql`${sandboxWalletOrders.resource}->>'subscription_id' = ${subscriptionOf(order)}`,
        ),
      );
    expect(payment?.status).toBe("PARTIALLY_REFUNDED");
  });
});

describe("'pay now' of a wallet order in the profile", () => {
  it("draws the wallet for a customer's own order and settles their approval, nobody else's", async () => {
    const order = await cardOrder(16, undefined, "wallet");
    const customer = await signedInUser();
    await db().update(orders).set({ userId: customer.id }).where(eq(orders.id, order.order.id));
    const page = `${suite.server.url}/profil/narudzbe/${order.order.number}`;
    const started = data<OrderCreateResult>(
      await call(`/api/v2/payments/retry/web/${order.order.id}`, {
        method: "POST",
        headers: { accessToken: customer.accessToken },
        body: { successURL: page, failureURL: page },
      }),
    );
    const providerOrderId = started.walletProvider?.orderId ?? "";
    expect(providerOrderId).toBe(subscriptionOf(order));
    await approve(providerOrderId);
    const path = `/api/v2/payments/approve/web/${order.order.id}`;
    const body = { details: { orderID: providerOrderId } };
    const stranger = await signedInUser();
    const refused = await call(path, {
      method: "POST",
      headers: { accessToken: stranger.accessToken },
      body,
    });
    expect(refused.status).toBe(404);
    expect((await call(path, { method: "POST", body })).status).toBe(401);
    expect(await statusOf(order.order.id)).toBe("awaiting");
    const answer = data<{ url: string }>(
      await call(path, { method: "POST", headers: { accessToken: customer.accessToken }, body }),
    );
    expect(answer.url).toBe(`${page}?orderSlug=${encodeURIComponent(order.order.number)}`);
    expect(await statusOf(order.order.id)).toBe("paid");
  });
});
