import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  Cart,
  DeliveryMethod,
  OrderCreateResult,
  PaymentMethod,
  PaymentNotificationResult,
} from "#generated/types.ts";
import { orders, paymentEvents } from "#server/db/schema-shop.ts";
import { sandboxCards } from "#server/modules/payments/wspay/sandbox-routes.ts";
import { consents, sha512, useCardShop } from "./card-payments.ts";
import { data, errorOf } from "./shop-client.ts";

// Card payments through the sandbox gateway (issue 20, decision 045): WSPay's form protocol on
// this server. The signatures are computed here from the protocol's formulas, not by the code
// under test. Each test has an order of its own, so the file also runs on a shared PostgreSQL.
const {
  suite,
  db,
  post,
  put,
  addItem,
  setGuest,
  testProduct,
  sandboxKey,
  returns,
  cardOrder,
  eventsOf,
  statusOf,
  sandboxPost,
  notification,
} = useCardShop();

describe("a card order through the sandbox gateway", () => {
  it("waits for its payment, posts a signed form, and the approval pays it once", async () => {
    const { session, result, fields, order } = await cardOrder(12.5);
    expect(result.html).toMatch(/^<form id="[\w-]+" method="post" action="\/sandbox\/wspay">/);
    expect(order.paymentStatus).toBe("awaiting");
    const key = await sandboxKey();
    const k = key.secretKey;
    const total = String(order.totalCents);
    expect(fields).toMatchObject({
      ShopID: key.shopId,
      ShoppingCartID: result.orderSlug,
      Version: "2.0",
      TotalAmount: `${total.slice(0, -2)},${total.slice(-2)}`,
      Signature: sha512(`${key.shopId}${k}${result.orderSlug}${k}${total}${k}`),
      ReturnURL: `${returns().successURL}?orderSlug=${result.orderSlug}`,
      CustomerEmail: "ana@example.com",
    });

    const page = await sandboxPost("/sandbox/wspay", fields);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(result.orderSlug);
    expect(html).toContain(`${fields.TotalAmount} EUR`);

    const paid = await sandboxPost("/sandbox/wspay/pay", {
      ...fields,
      CardNumber: "4111 1111 1111 1111",
      Action: "pay",
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location") ?? "");
    expect(back.pathname).toBe("/naplata/uspjeh");
    expect(back.searchParams.get("orderSlug")).toBe(result.orderSlug);
    expect(back.searchParams.get("Success")).toBe("1");
    const approval = back.searchParams.get("ApprovalCode") ?? "";
    expect(back.searchParams.get("Signature")).toBe(
      sha512(`${key.shopId}${k}${result.orderSlug}${k}1${k}${approval}${k}`),
    );
    expect(await statusOf(order.id)).toBe("paid");
    expect(await eventsOf(order.id)).toEqual([
      { kind: "start", verdict: "accepted", change: null, amountCents: order.totalCents },
      {
        kind: "notification",
        verdict: "accepted",
        change: { from: "awaiting", to: "paid" },
        amountCents: order.totalCents,
      },
    ]);
    // the shopper's second click: the same order, paid, no form any more
    const again = data<OrderCreateResult>(
      await post("/api/v2/order/create", { ...session, consents, ...returns() }),
    );
    expect(again).toEqual({ html: "", orderSlug: result.orderSlug });
  });

  it("sends a declined card and a cancel to the failure page, and the order keeps waiting", async () => {
    const { fields, order } = await cardOrder();
    const declined = await sandboxPost("/sandbox/wspay/pay", {
      ...fields,
      CardNumber: sandboxCards.declines,
      Action: "pay",
    });
    expect(declined.status).toBe(303);
    const back = new URL(declined.headers.get("location") ?? "");
    expect(back.pathname).toBe("/naplata/neuspjeh");
    expect(back.searchParams.get("Success")).toBe("0");
    expect(back.searchParams.get("ErrorMessage")).toBe("ODBIJENO");
    const cancelled = await sandboxPost("/sandbox/wspay/pay", { ...fields, Action: "cancel" });
    expect(new URL(cancelled.headers.get("location") ?? "").pathname).toBe("/naplata/neuspjeh");
    expect(await statusOf(order.id)).toBe("awaiting");
  });

  it("refuses a form whose signature does not match its amount, and a return to another site", async () => {
    const { fields, order } = await cardOrder();
    const tampered = await sandboxPost("/sandbox/wspay/pay", {
      ...fields,
      TotalAmount: "0,01",
      CardNumber: sandboxCards.approves,
      Action: "pay",
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("Potpis zahtjeva za plaćanje nije ispravan");
    const elsewhere = await sandboxPost("/sandbox/wspay/pay", {
      ...fields,
      ReturnURL: "https://evil.example/steal",
      CardNumber: sandboxCards.approves,
      Action: "pay",
    });
    expect(elsewhere.status).toBe(400);
    const junk = await sandboxPost("/sandbox/wspay", { ShopID: "x" });
    expect(junk.status).toBe(400);
    expect(await statusOf(order.id)).toBe("awaiting");
  });
});

describe("WSPay's notifications", () => {
  it("change nothing with a bad signature (400), and keep the message", async () => {
    const { order, result } = await cardOrder();
    const forged = await notification(result.orderSlug, {
      Amount: String(order.totalCents / 100),
      Signature: "0".repeat(128),
    });
    expect(forged.status).toBe(400);
    expect(errorOf(forged).key).toBe("api.paymentSignature");
    expect(await statusOf(order.id)).toBe("awaiting");
    expect((await eventsOf(order.id)).map((event) => event.verdict)).toEqual([
      "accepted",
      "badSignature",
    ]);
  });

  it("flag the order for an amount lower than its total, or another currency", async () => {
    const lower = await cardOrder(20);
    const short = data<PaymentNotificationResult>(
      await notification(lower.result.orderSlug, { Amount: "19,99" }),
    );
    expect(short.status).toBe("amountMismatch");
    expect(await statusOf(lower.order.id)).toBe("flagged");

    const dollars = await cardOrder(20);
    const euros = (dollars.order.totalCents / 100).toFixed(2);
    const other = data<PaymentNotificationResult>(
      await notification(dollars.result.orderSlug, { Amount: euros, CurrencyCode: "840" }),
    );
    expect(other.status).toBe("amountMismatch");
    expect(await statusOf(dollars.order.id)).toBe("flagged");
  });

  it("make one transition however often they come, and none after the order is paid", async () => {
    const { order, result } = await cardOrder();
    const amount = (order.totalCents / 100).toFixed(2).replace(".", ",");
    const answers: string[] = [];
    for (let index = 0; index < 10; index += 1)
      answers.push(
        data<PaymentNotificationResult>(await notification(result.orderSlug, { Amount: amount }))
          .status,
      );
    expect(answers).toEqual(["accepted", ...Array<string>(9).fill("replay")]);
    expect(await statusOf(order.id)).toBe("paid");
    const changed = (await eventsOf(order.id)).filter((event) => event.change !== null);
    expect(changed).toHaveLength(1);
  });

  it("make one transition when twenty copies arrive at once", async () => {
    const { order, result } = await cardOrder();
    const amount = (order.totalCents / 100).toFixed(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => notification(result.orderSlug, { Amount: amount })),
    );
    const statuses = answers.map((answer) => data<PaymentNotificationResult>(answer).status);
    expect(statuses.filter((status) => status === "accepted")).toHaveLength(1);
    expect(statuses.filter((status) => status === "replay")).toHaveLength(19);
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("record a declined transaction without a change, and answer 404 for an order the site does not have", async () => {
    const { order, result } = await cardOrder();
    const declined = data<PaymentNotificationResult>(
      await notification(result.orderSlug, { ActionSuccess: "0", Amount: "1,00" }),
    );
    expect(declined.status).toBe("declined");
    expect(await statusOf(order.id)).toBe("awaiting");
    const unknown = await notification("1999-999999", { Amount: "1,00" });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).key).toBe("api.paymentOrderNotFound");
    const [kept] = await db()
      .select({ verdict: paymentEvents.verdict })
      .from(paymentEvents)
      .where(
        and(eq(paymentEvents.verdict, "unknownOrder"), eq(paymentEvents.siteId, suite.siteId)),
      );
    expect(kept?.verdict).toBe("unknownOrder");
  });

  it("refuse a card order without its return addresses, before anything is written", async () => {
    const product = await testProduct({ stock: 1 });
    const session = await addItem(undefined, product, 1);
    data<Cart>(await setGuest(session));
    const payment = data<PaymentMethod[]>(
      await post("/api/v2/checkout/getApplicablePaymentMethods", session),
    );
    const delivery = data<DeliveryMethod[]>(
      await post("/api/v2/checkout/getApplicableDeliveryMethods", session),
    );
    await put("/api/v2/checkout/saveDeliveryMethod", {
      ...session,
      deliveryMethodId: delivery.find((method) => method.code === "courier")?.id,
    });
    await put("/api/v2/checkout/savePaymentMethod", {
      ...session,
      paymentMethodId: payment.find((method) => method.code === "card")?.id,
    });
    const refused = await post("/api/v2/order/create", {
      ...session,
      consents,
      successURL: "javascript:alert(1)",
      failureURL: "/naplata/neuspjeh",
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).key).toBe("api.paymentReturnsMissing");
    const written = await db().select().from(orders).where(eq(orders.cartId, session.cartId));
    expect(written).toEqual([]);
  });
});

describe("payment events", () => {
  it("are append-only in the database, and leave only with their order", async () => {
    const { order } = await cardOrder();
    await expect(
      db()
        .update(paymentEvents)
        .set({ verdict: "replay" })
        .where(eq(paymentEvents.orderId, order.id)),
    ).rejects.toThrow();
    await expect(
      db().delete(paymentEvents).where(eq(paymentEvents.orderId, order.id)),
    ).rejects.toThrow();
    expect(await eventsOf(order.id)).toHaveLength(1);
  });
});
