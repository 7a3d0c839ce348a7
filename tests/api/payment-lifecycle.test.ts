import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  Cart,
  CartSession,
  OrderCreateResult,
  PaymentNotificationResult,
  LoginResult,
  PlacedOrder,
  ShopOrderAdmin,
} from "#generated/types.ts";
import { loginAttempts } from "#server/db/schema.ts";
import { orderEvents, orders, shopCouponUses } from "#server/db/schema-shop.ts";
import { expireUnpaidOrders } from "#server/modules/payments/expiry.ts";
import { sandboxCards } from "#server/modules/payments/wspay/sandbox-routes.ts";
import { demoAccount } from "./backoffice.ts";
import { fieldsOf, sha512, useCardShop } from "./card-payments.ts";
import { data, errorOf } from "./shop-client.ts";

// A card order's life after its form (issue 20, decision 045): the shopper's return, which never
// pays by itself, the status check that answers for a lost notification, paying again, giving up
// for another method, and the expiry that gives the stock back. Each test has orders of its own.
const {
  suite,
  db,
  call,
  post,
  signedInUser,
  productStock,
  sandboxKey,
  returns,
  cardOrder,
  eventsOf,
  statusOf,
  sandboxPost,
  notification,
} = useCardShop();

type Card = Awaited<ReturnType<typeof cardOrder>>;

/** Pays (or not) on the sandbox's page with a test card: the return address's query. */
async function payWith(order: Card, card: string): Promise<Record<string, string>> {
  const paid = await sandboxPost("/sandbox/wspay/pay", {
    ...order.fields,
    CardNumber: card,
    Action: "pay",
  });
  expect(paid.status).toBe(303);
  return Object.fromEntries(new URL(paid.headers.get("location") ?? "").searchParams);
}

const readReturn = (order: Card, answer: Record<string, string>) =>
  post("/api/v2/payments/return", { ...order.session, answer });

/** A return signed with the sandbox's key (the protocol's formula), whatever the gateway knows. */
async function signedReturn(cartId: string, success: string, approvalCode: string) {
  const { shopId, secretKey: k } = await sandboxKey();
  const signature = sha512(`${shopId}${k}${cartId}${k}${success}${k}${approvalCode}${k}`);
  return {
    ShoppingCartID: cartId,
    Success: success,
    ApprovalCode: approvalCode,
    Signature: signature,
  };
}

/** Moves an order's creation back by `minutes` (its wait for the payment began then). */
const age = (orderId: number, minutes: number) =>
  db()
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, orderId));

const kinds = async (orderId: number) =>
  (await eventsOf(orderId)).map((event) => `${event.kind}:${event.verdict}`);

describe("the shopper's return", () => {
  it("asks the gateway when its notification was lost, and the gateway's answer pays the order once", async () => {
    const order = await cardOrder();
    const answer = await payWith(order, sandboxCards.lostNotification);
    expect(answer.Success).toBe("1");
    expect(await statusOf(order.order.id)).toBe("awaiting");

    const placed = data<PlacedOrder>(await readReturn(order, answer));
    expect(placed).toMatchObject({ number: order.result.orderSlug, paymentStatus: "paid" });
    const events = await eventsOf(order.order.id);
    expect(events.map((event) => [event.kind, event.verdict, event.change])).toEqual([
      ["start", "accepted", null],
      ["return", "accepted", null],
      ["status", "accepted", { from: "awaiting", to: "paid" }],
    ]);
    // the same return again (a reload): recorded, nothing asked, nothing changed
    expect(data<PlacedOrder>(await readReturn(order, answer)).paymentStatus).toBe("paid");
    expect(await kinds(order.order.id)).toEqual([
      "start:accepted",
      "return:accepted",
      "status:accepted",
      "return:accepted",
    ]);
  });

  it("never pays by itself: a forged one is recorded, and a signed one the gateway does not confirm changes nothing", async () => {
    const order = await cardOrder();
    const forged = {
      ...(await signedReturn(order.result.orderSlug, "1", "AB12CD")),
      Signature: "f".repeat(128),
    };
    expect(data<PlacedOrder>(await readReturn(order, forged)).paymentStatus).toBe("awaiting");
    // rightly signed (a leaked key, a replayed address), but the gateway saw no payment
    const unconfirmed = await signedReturn(order.result.orderSlug, "1", "AB12CD");
    expect(data<PlacedOrder>(await readReturn(order, unconfirmed)).paymentStatus).toBe("awaiting");
    expect(await kinds(order.order.id)).toEqual([
      "start:accepted",
      "return:badSignature",
      "return:accepted",
      "status:declined",
    ]);
    // another order's return on this order's cart is not this order's
    const other = await cardOrder();
    const elsewhere = await signedReturn(other.result.orderSlug, "1", "AB12CD");
    await readReturn(order, elsewhere);
    expect(await statusOf(order.order.id)).toBe("awaiting");
    expect((await kinds(order.order.id)).at(-1)).toBe("return:badSignature");
  });

  it("after the notification asks nothing more, and a wrong protect code reads no order", async () => {
    const order = await cardOrder();
    const answer = await payWith(order, sandboxCards.approves);
    expect(await statusOf(order.order.id)).toBe("paid");
    expect(data<PlacedOrder>(await readReturn(order, answer)).paymentStatus).toBe("paid");
    expect(await kinds(order.order.id)).toEqual([
      "start:accepted",
      "notification:accepted",
      "return:accepted",
    ]);
    const stranger = await post("/api/v2/payments/return", {
      ...order.session,
      protectCode: "0".repeat(32),
      answer,
    });
    expect(stranger.status).toBe(404);
    const junk = await post("/api/v2/payments/return", {
      ...order.session,
      answer: { Success: ["1"] },
    });
    expect(junk.status).toBe(400);
  });
});

describe("paying again", () => {
  it("answers the same order's form after a decline, and the second card pays it", async () => {
    const order = await cardOrder();
    const declined = await payWith(order, sandboxCards.declines);
    expect(declined.Success).toBe("0");
    expect(data<PlacedOrder>(await readReturn(order, declined)).paymentStatus).toBe("awaiting");

    const again = data<OrderCreateResult>(
      await post("/api/v2/payments/retry", { ...order.session, ...returns() }),
    );
    expect(again.orderSlug).toBe(order.result.orderSlug);
    const fields = fieldsOf(again.html ?? "");
    expect(fields).toEqual(order.fields);
    await payWith({ ...order, fields }, sandboxCards.approves);
    expect(await statusOf(order.order.id)).toBe("paid");
    expect(await kinds(order.order.id)).toEqual([
      "start:accepted",
      "notification:declined",
      "return:declined",
      "start:accepted",
      "notification:accepted",
    ]);
    // paid: no form any more
    const late = await post("/api/v2/payments/retry", { ...order.session, ...returns() });
    expect(late.status).toBe(409);
    expect(errorOf(late).key).toBe("api.paymentNotAwaiting");
  });

  it("needs absolute return addresses", async () => {
    const order = await cardOrder();
    const refused = await post("/api/v2/payments/retry", {
      ...order.session,
      successURL: "/naplata/uspjeh",
      failureURL: "javascript:alert(1)",
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).key).toBe("api.paymentReturnsMissing");
  });
});

describe("'pay now' in the profile", () => {
  it("answers a customer's own order's form while it waits, and nobody else's", async () => {
    const order = await cardOrder();
    const customer = await signedInUser();
    await db().update(orders).set({ userId: customer.id }).where(eq(orders.id, order.order.id));
    const path = `/api/v2/payments/retry/web/${order.order.id}`;
    const payNow = (headers: Record<string, string>) =>
      call(path, { method: "POST", headers, body: returns() });
    const own = data<OrderCreateResult>(await payNow({ accessToken: customer.accessToken }));
    expect(own.orderSlug).toBe(order.result.orderSlug);
    expect(fieldsOf(own.html ?? "")).toEqual(order.fields);
    const stranger = await signedInUser();
    expect((await payNow({ accessToken: stranger.accessToken })).status).toBe(404);
    expect((await payNow({})).status).toBe(401);
    await payWith(order, sandboxCards.approves);
    const paid = await payNow({ accessToken: customer.accessToken });
    expect([paid.status, errorOf(paid).key]).toEqual([409, "api.paymentNotAwaiting"]);
  });
});

describe("another payment method", () => {
  it("cancels the order, gives its stock and coupon back, and copies its cart into a new one", async () => {
    const order = await cardOrder(40, "WELCOME10");
    expect((await productStock(order.product))?.stock).toBe(2);
    const uses = () =>
      db().select().from(shopCouponUses).where(eq(shopCouponUses.orderId, order.order.id));
    expect(await uses()).toHaveLength(1);

    const session = data<CartSession>(await post("/api/v2/payments/another-method", order.session));
    expect(session.cartId).not.toBe(order.session.cartId);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.order.id));
    expect(row).toMatchObject({ paymentStatus: "failed", status: "cancelled" });
    expect((await productStock(order.product))?.stock).toBe(3);
    expect(await uses()).toEqual([]);
    const cart = data<Cart>(await post("/api/v2/cart/getCart", session));
    expect(cart.items.map((item) => [item.productId, item.qty])).toEqual([[order.product, 1]]);
    expect(cart.coupon?.code).toBe("WELCOME10");
    expect(cart.paymentMethodId ?? null).toBeNull();

    // twice (a double click): the order is no longer waiting, nothing else changes
    const twice = await post("/api/v2/payments/another-method", order.session);
    expect(twice.status).toBe(409);
    expect(errorOf(twice).key).toBe("api.paymentNotAwaiting");
    expect((await productStock(order.product))?.stock).toBe(3);
    // the gateway approving it afterwards is recorded as late and changes nothing
    const amount = (order.order.totalCents / 100).toFixed(2);
    const late = data<PaymentNotificationResult>(
      await notification(order.result.orderSlug, { Amount: amount }),
    );
    expect(late.status).toBe("late");
    expect(await statusOf(order.order.id)).toBe("failed");
  });
});

describe("the expiry of unpaid card orders", () => {
  it("expires an order unpaid after the timeout, gives its stock back once, and a late payment changes nothing", async () => {
    const fresh = await cardOrder();
    const old = await cardOrder();
    expect((await productStock(old.product))?.stock).toBe(2);
    await age(old.order.id, suite.server.services.config.paymentTimeoutMinutes + 1);

    // two instances' runs at once (on a shared PostgreSQL another file's server may run too):
    // the order is released once, whichever run does it
    await Promise.all([
      expireUnpaidOrders(suite.server.services),
      expireUnpaidOrders(suite.server.services),
    ]);
    expect((await productStock(old.product))?.stock).toBe(3);
    const [row] = await db().select().from(orders).where(eq(orders.id, old.order.id));
    expect(row).toMatchObject({ paymentStatus: "expired", status: "cancelled" });
    const released = await db()
      .select({ detail: orderEvents.detail })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, old.order.id));
    expect(released.map((event) => event.detail)).toEqual([
      { from: "awaiting", to: "expired", reason: "timeout" },
    ]);
    expect(await statusOf(fresh.order.id)).toBe("awaiting");
    expect((await productStock(fresh.product))?.stock).toBe(2);

    const amount = (old.order.totalCents / 100).toFixed(2);
    const late = data<PaymentNotificationResult>(
      await notification(old.result.orderSlug, { Amount: amount }),
    );
    expect(late.status).toBe("late");
    expect(await statusOf(old.order.id)).toBe("expired");
    // before releasing it the expiry asked the gateway, which knew no payment of it
    const events = await kinds(old.order.id);
    expect(events.filter((kind) => kind.startsWith("status:"))).not.toHaveLength(0);
    expect(events.filter((kind) => !kind.startsWith("status:"))).toEqual([
      "start:accepted",
      "notification:late",
    ]);
    expect(
      events.filter((kind) => kind.startsWith("status:") && kind !== "status:declined"),
    ).toEqual([]);
    // a paying shopper can no longer pay it
    const retry = await post("/api/v2/payments/retry", { ...old.session, ...returns() });
    expect(retry.status).toBe(409);
  });
});

describe("the expiry's last question", () => {
  it("pays an order whose approval's notification was lost and whose shopper never came back", async () => {
    const order = await cardOrder();
    await payWith(order, sandboxCards.lostNotification);
    expect(await statusOf(order.order.id)).toBe("awaiting");
    await age(order.order.id, suite.server.services.config.paymentTimeoutMinutes + 1);
    await expireUnpaidOrders(suite.server.services);
    expect(await statusOf(order.order.id)).toBe("paid");
    // its stock stays sold
    expect((await productStock(order.product))?.stock).toBe(2);
    expect(await kinds(order.order.id)).toEqual(["start:accepted", "status:accepted"]);
  });
});

describe("a flood of forged notifications", () => {
  it("is refused unread once an address has sent twenty bad signatures", async () => {
    const key = "payments:badSignature:127.0.0.1";
    // the counter is the address's: other files on a shared database must not find it spent
    const reset = () => db().delete(loginAttempts).where(eq(loginAttempts.key, key));
    await reset();
    try {
      const order = await cardOrder();
      const forged = () => notification(order.result.orderSlug, { Signature: "0".repeat(128) });
      const answers: number[] = [];
      for (let index = 0; index < 20; index += 1) answers.push((await forged()).status);
      expect(answers).toEqual(Array<number>(20).fill(400));
      const refused = await forged();
      expect([refused.status, errorOf(refused).key]).toEqual([429, "api.tooManyRequests"]);
      const stored = (await kinds(order.order.id)).filter((kind) => kind.endsWith("badSignature"));
      expect(stored).toHaveLength(20);
    } finally {
      await reset();
    }
  });
});

describe("the back office", () => {
  it("sees every payment message of a card order, without signatures, and cannot mark it paid by hand", async () => {
    const order = await cardOrder();
    await payWith(order, sandboxCards.declines);
    await payWith(order, sandboxCards.approves);
    const { email, password } = demoAccount("back-office");
    const login = data<LoginResult>(await post("/api/v1/login", { username: email, password }));
    const headers = { accessToken: login.tokens.accessToken };
    const path = `/api/v1/admin/shop/orders/${order.order.id}`;
    const detail = data<ShopOrderAdmin>(await call(path, { headers }));
    expect(detail.canSetPayment).toBe(false);
    expect(detail.order.paymentStatus).toBe("paid");
    expect(
      detail.paymentEvents.map((event) => [event.kind, event.verdict, event.amount, event.change]),
    ).toEqual([
      ["start", "accepted", order.order.totalCents, null],
      ["notification", "declined", order.order.totalCents, null],
      ["notification", "accepted", order.order.totalCents, { from: "awaiting", to: "paid" }],
    ]);
    const approved = detail.paymentEvents.at(-1)?.details ?? {};
    expect(approved.ApprovalCode).toMatch(/^[0-9A-F]{6}$/);
    expect(approved.CreditCardNumber).toBe("411111******1111");
    expect(approved).not.toHaveProperty("Signature");
    const byHand = await call(`${path}/payment`, {
      method: "PUT",
      headers,
      body: { paymentStatus: "paid" },
    });
    expect(byHand.status).toBe(409);
  });
});
