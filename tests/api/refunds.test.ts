import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LoginResult, ShopOrderAdmin } from "#generated/types.ts";
import { orders, sandboxGatewayTransactions } from "#server/db/schema-shop.ts";
import { sandboxCards } from "#server/modules/payments/wspay/sandbox-routes.ts";
import { demoAccount } from "./backoffice.ts";
import { useCardShop } from "./card-payments.ts";
import { data, errorOf } from "./shop-client.ts";

// Refunds from the back office through the order's provider (issue 20, decision 045): the
// sandbox gateway keeps its own ledger and refuses more than it took, so these tests see what
// the shop records of the gateway's answers. Each test has orders of its own.
const { db, call, post, cardOrder, eventsOf, sandboxPost } = useCardShop();

type Order = Awaited<ReturnType<typeof cardOrder>>;

async function paidOrder(price = 40): Promise<Order> {
  const order = await cardOrder(price);
  const paid = await sandboxPost("/sandbox/wspay/pay", {
    ...order.fields,
    CardNumber: sandboxCards.approves,
    Action: "pay",
  });
  expect(paid.status).toBe(303);
  return order;
}

async function backOffice() {
  const { email, password } = demoAccount("back-office");
  const login = data<LoginResult>(await post("/api/v1/login", { username: email, password }));
  return { accessToken: login.tokens.accessToken };
}

const refund = async (orderId: number, body: unknown, headers?: Record<string, string>) =>
  call(`/api/v1/admin/shop/orders/${orderId}/refund`, {
    method: "POST",
    headers: headers ?? (await backOffice()),
    body,
  });

const rowOf = async (orderId: number) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0];

describe("a refund through the card gateway", () => {
  it("gives back part, then the rest, and the order is refunded; nothing more can be given", async () => {
    const order = await paidOrder(40);
    const total = order.order.totalCents;
    const headers = await backOffice();
    const part = data<ShopOrderAdmin>(await refund(order.order.id, { amount: 1250 }, headers));
    expect(part).toMatchObject({ refunded: 1250, refundable: total - 1250 });
    expect(part.order.paymentStatus).toBe("paid");
    expect(part.events.at(-1)).toMatchObject({ kind: "refund", amount: 1250, from: "", to: "" });
    expect(part.events.at(-1)?.by?.name).toBeTruthy();

    const tooMuch = await refund(order.order.id, { amount: total }, headers);
    expect(tooMuch.status).toBe(400);
    expect(errorOf(tooMuch).message).toContain(
      `${String(Math.floor((total - 1250) / 100))},${String((total - 1250) % 100).padStart(2, "0")}`,
    );

    const rest = data<ShopOrderAdmin>(
      await refund(order.order.id, { amount: total - 1250 }, headers),
    );
    expect(rest).toMatchObject({ refunded: total, refundable: 0 });
    expect(rest.order.paymentStatus).toBe("refunded");
    expect(rest.events.at(-1)).toMatchObject({ kind: "refund", from: "paid", to: "refunded" });
    expect(
      (await eventsOf(order.order.id))
        .filter((event) => event.kind === "refund")
        .map((event) => [event.verdict, event.amountCents, event.change]),
    ).toEqual([
      ["accepted", 1250, null],
      ["accepted", total - 1250, { from: "paid", to: "refunded" }],
    ]);
    // the gateway's own ledger gave back exactly the order's total
    const given = await db()
      .select({ amount: sandboxGatewayTransactions.amount })
      .from(sandboxGatewayTransactions)
      .where(
        and(
          eq(sandboxGatewayTransactions.cartId, order.order.number),
          eq(sandboxGatewayTransactions.kind, "refund"),
        ),
      );
    expect(given.map((row) => row.amount).sort()).toEqual(
      [
        "12,50",
        `${Math.floor((total - 1250) / 100)},${String((total - 1250) % 100).padStart(2, "0")}`,
      ].sort(),
    );

    const again = await refund(order.order.id, { amount: 1 }, headers);
    expect(again.status).toBe(409);
    expect(errorOf(again).key).toBe("api.orderNotRefundable");
  });

  it("records the gateway's refusal and changes nothing", async () => {
    const order = await paidOrder(30);
    // the whole amount was given back at the gateway's own back office, unknown to the shop
    const [paid] = await db()
      .select()
      .from(sandboxGatewayTransactions)
      .where(eq(sandboxGatewayTransactions.cartId, order.order.number));
    if (!paid) throw new Error("the sandbox recorded no transaction");
    await db()
      .insert(sandboxGatewayTransactions)
      .values({ ...paid, id: undefined, kind: "refund", createdAt: undefined });
    const refused = await refund(order.order.id, { amount: 100 });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).key).toBe("api.refundDeclined");
    expect(errorOf(refused).message).toContain("preostalog");
    expect(await rowOf(order.order.id)).toMatchObject({ paymentStatus: "paid", refundedCents: 0 });
    expect((await eventsOf(order.order.id)).at(-1)).toMatchObject({
      kind: "refund",
      verdict: "declined",
      amountCents: 100,
      change: null,
    });
  });

  it("never gives back more than the order when two refunds of all of it race", async () => {
    const order = await paidOrder(25);
    const total = order.order.totalCents;
    const headers = await backOffice();
    const answers = await Promise.all([
      refund(order.order.id, { amount: total }, headers),
      refund(order.order.id, { amount: total }, headers),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await rowOf(order.order.id)).toMatchObject({
      paymentStatus: "refunded",
      refundedCents: total,
    });
  });
});

describe("refunds that are not the provider's to give", () => {
  it("refuses an order paid by bank transfer, an unpaid card order, bad amounts and a shopper", async () => {
    const headers = await backOffice();
    const bank = await cardOrder(20, undefined, "bank");
    const byBank = await refund(bank.order.id, { amount: 100 }, headers);
    expect(byBank.status).toBe(409);
    expect(errorOf(byBank).key).toBe("api.orderRefundNotByProvider");

    const waiting = await cardOrder(20);
    const unpaid = await refund(waiting.order.id, { amount: 100 }, headers);
    expect(unpaid.status).toBe(409);
    expect(errorOf(unpaid).key).toBe("api.orderNotRefundable");

    for (const body of [{ amount: 0 }, { amount: "100" }, { amount: 1.5 }, {}, { amount: 1, x: 1 }])
      expect((await refund(waiting.order.id, body, headers)).status).toBe(400);
    expect((await refund(999_999, { amount: 100 }, headers)).status).toBe(404);

    const anonymous = await call(`/api/v1/admin/shop/orders/${waiting.order.id}/refund`, {
      method: "POST",
      body: { amount: 100 },
    });
    expect(anonymous.status).toBe(401);
    expect(await rowOf(waiting.order.id)).toMatchObject({ refundedCents: 0 });
  });
});
