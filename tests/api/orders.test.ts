import { and, count, eq, gt, inArray, max } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  Cart,
  CartConflict,
  DeliveryMethod,
  PlacedOrder,
  OrderCreateResult,
  OrderDocument,
  OrderPage,
  PaymentMethod,
} from "#generated/types.ts";
import { outbox } from "#server/db/schema.ts";
import { venue } from "#server/db/seed/paths.ts";
import { carts, orderLines, orders, shopCouponUses, shopCoupons } from "#server/db/schema-shop.ts";
import { countStatements } from "./statement-counter.ts";
import { data, errorOf, guestAddress, type Session, useShopServer } from "./shop-client.ts";

// Order placement (spec 4, decision 031): one transaction or nothing, idempotent per cart, no
// oversell. Each test has products of its own, so the file also runs on a shared PostgreSQL.
const { suite, db, post, put, addItem, setGuest, testProduct, signedInUser, productStock, call } =
  useShopServer();

const consents = ["privacy", "terms"];
const createOrder = (session: Session, extra: Record<string, unknown> = {}, headers = {}) =>
  post("/api/v2/order/create", { ...session, consents, ...extra }, headers);

async function methodIds(session: Session, headers = {}) {
  const delivery = data<DeliveryMethod[]>(
    await post("/api/v2/checkout/getApplicableDeliveryMethods", session, headers),
  );
  const payment = data<PaymentMethod[]>(
    await post("/api/v2/checkout/getApplicablePaymentMethods", session, headers),
  );
  const id = <T extends { code: string; id: number }>(list: T[], code: string) =>
    list.find((method) => method.code === code)?.id ?? 0;
  return {
    courier: id(delivery, "courier"),
    pickup: id(delivery, "pickup"),
    cod: id(payment, "cod"),
    bank: id(payment, "bank"),
  };
}

/** A guest cart ready to order: items, guest, courier, cash on delivery (the API only). */
async function readyCart(
  lines: { productId: number; qty: number }[],
  payment: "cod" | "bank" = "cod",
): Promise<Session> {
  let session: Session | undefined;
  for (const line of lines) session = await addItem(session, line.productId, line.qty);
  if (!session) throw new Error("no lines");
  data<Cart>(await setGuest(session));
  const ids = await methodIds(session);
  data<Cart>(
    await put("/api/v2/checkout/saveDeliveryMethod", { ...session, deliveryMethodId: ids.courier }),
  );
  data<Cart>(
    await put("/api/v2/checkout/savePaymentMethod", { ...session, paymentMethodId: ids[payment] }),
  );
  return session;
}

const expectedOf = (cart: Cart) => ({
  cartTotal: cart.prices.cartTotal,
  items: cart.items.map((item) => ({
    itemId: item.itemId,
    qty: item.qty,
    finalPrice: item.prices.finalPrice,
  })),
});

const orderOfCart = async (cartId: string) =>
  (await db().select().from(orders).where(eq(orders.cartId, cartId)))[0];
const orderCount = async (cartIds: string[]) =>
  (await db().select({ n: count() }).from(orders).where(inArray(orders.cartId, cartIds)))[0]?.n;

describe("a guest's order through the API (spec 4 order placement)", () => {
  it("writes the order, its lines, the stock, the coupon use, the archived cart and two mails", async () => {
    const oil = await testProduct({ stock: 5, price: 12.5 });
    const wine = await testProduct({ stock: null, price: 8.99 });
    const ready = await readyCart(
      [
        { productId: oil, qty: 2 },
        { productId: wine, qty: 1 },
      ],
      "bank",
    );
    const coupon = data<Cart>(
      await post("/api/v2/cart/applyCoupon", { ...ready, code: "welcome10" }),
    );
    // 2 x 12.50 + 8.99 = 33.99; 10 % off: 3.40; 30.59 under the courier's 70.00: 5.90
    expect(coupon.prices).toMatchObject({
      itemsTotal: 3399,
      coupon: 340,
      cartTotal: 3059,
      delivery: 590,
      orderTotal: 3649,
    });
    const [before] = await db().select().from(shopCoupons).where(eq(shopCoupons.code, "WELCOME10"));
    const [lastMail] = await db()
      .select({ id: max(outbox.id) })
      .from(outbox);

    const result = data<OrderCreateResult>(
      await createOrder(ready, { expected: expectedOf(coupon), orderMessage: "Zvonite dvaput" }),
    );
    expect(result.html).toBe("");
    expect(result.orderSlug).toMatch(/^\d{4}-\d{6}$/);

    const order = await orderOfCart(ready.cartId);
    expect(order).toMatchObject({
      number: result.orderSlug,
      userId: null,
      email: "ana@example.com",
      status: "new",
      paymentStatus: "unpaid",
      paymentKind: "bankTransfer",
      totalCents: 3649,
    });
    const snapshot = order?.snapshot;
    expect(snapshot?.prices).toMatchObject({ itemsTotal: 3399, coupon: 340, orderTotal: 3649 });
    expect(
      snapshot?.lines.map((line) => [line.productId, line.qty, line.unitPrice, line.row]),
    ).toEqual([
      [oil, 2, 1250, 2500],
      [wine, 1, 899, 899],
    ]);
    expect(snapshot?.delivery).toMatchObject({ code: "courier", price: 590, branch: null });
    expect(snapshot?.payment).toMatchObject({ code: "bank", kind: "bankTransfer" });
    // the snapshot keeps the shop's details as set; the shopper pays by the order's number
    expect(snapshot?.bankTransfer).toMatchObject({ iban: "HR1210010051863000160", model: "HR00" });
    expect(snapshot?.bankTransfer?.reference).toBeUndefined();
    const placed = data<PlacedOrder>(await post("/api/v2/order/placed", ready));
    expect(placed).toMatchObject({ number: result.orderSlug, total: 3649 });
    expect(placed.bankTransfer).toMatchObject({ model: "HR00", reference: result.orderSlug });
    expect(placed.paymentSlip).toMatch(/^data:image\/png;base64,/);
    expect(snapshot?.customer).toEqual({
      email: "ana@example.com",
      firstName: "Ana-Marija",
      lastName: "Kovač",
      company: null,
      isGuest: true,
    });
    expect(snapshot?.billingAddress).toMatchObject({ type: "Main", city: "Zagreb" });
    expect(snapshot?.shippingAddress).toMatchObject({ city: "Zagreb" });
    expect(snapshot?.consents.map((consent) => [consent.id, consent.form, consent.email])).toEqual([
      ["privacy", "checkoutAddress", "ana@example.com"],
      ["terms", "checkoutPayment", "ana@example.com"],
    ]);
    expect(snapshot?.coupon).toEqual({ id: before?.id, code: "WELCOME10" });
    expect(snapshot?.instructions).toBe("Zvonite dvaput");

    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(lines.map((line) => [line.productId, line.qty, line.rowTotalCents])).toEqual([
      [oil, 2, 2500],
      [wine, 1, 899],
    ]);
    expect(await productStock(oil)).toEqual({ stock: 3, isInStock: true });
    expect(await productStock(wine)).toEqual({ stock: null, isInStock: true });
    const [cart] = await db().select().from(carts).where(eq(carts.id, ready.cartId));
    expect(cart?.status).toBe("archived");
    const [after] = await db().select().from(shopCoupons).where(eq(shopCoupons.code, "WELCOME10"));
    expect(after?.usedCount).toBeGreaterThanOrEqual((before?.usedCount ?? 0) + 1);
    const uses = await db()
      .select()
      .from(shopCouponUses)
      .where(eq(shopCouponUses.orderId, order?.id ?? 0));
    expect(uses).toHaveLength(1);
    // the confirmation in the shopper's language and the notice to the shop (SendEmailTo),
    // queued by the order's write and rendered from the order after its commit
    await suite.server.services.mail.runOnce();
    const mails = await db()
      .select({
        to: outbox.to,
        template: outbox.template,
        language: outbox.language,
        status: outbox.status,
        subject: outbox.subject,
      })
      .from(outbox)
      .where(
        and(
          gt(outbox.id, lastMail?.id ?? 0),
          inArray(outbox.template, ["orderConfirmation", "orderNotice"]),
        ),
      )
      .orderBy(outbox.id);
    expect(mails).toEqual([
      {
        to: "ana@example.com",
        template: "orderConfirmation",
        language: "hrv",
        status: "pending",
        subject: `Potvrda narudžbe ${result.orderSlug} – ${venue.brand}`,
      },
      {
        to: venue.email,
        template: "orderNotice",
        language: "hrv",
        status: "pending",
        subject: `Nova narudžba ${result.orderSlug} – 36,49\u00a0€`,
      },
    ]);

    // the cart is done: its other calls answer 'Cart is archived.'; order/create the same order
    const archived = await post("/api/v2/cart/getCart", ready);
    expect(archived.status).toBe(409);
    expect(errorOf(archived).key).toBe("api.cartArchived");
    expect(data<OrderCreateResult>(await createOrder(ready)).orderSlug).toBe(result.orderSlug);
  });
});

describe("what stops an order (spec 4, 5): a clear 400 or 409 and nothing written", () => {
  it("refuses missing consents, methods and users, and a changed cart", async () => {
    const product = await testProduct({ stock: 4 });
    const session = await addItem(undefined, product, 2);
    const attempt = async (extra: Record<string, unknown> = {}) => {
      const answer = await createOrder(session, extra);
      return { status: answer.status, key: errorOf(answer).key };
    };
    expect(await attempt()).toEqual({ status: 400, key: "api.noActiveUser" });
    data<Cart>(await setGuest(session));
    expect(await attempt()).toEqual({ status: 400, key: "api.shippingMethodUndefined" });
    const ids = await methodIds(session);
    data<Cart>(
      await put("/api/v2/checkout/saveDeliveryMethod", {
        ...session,
        deliveryMethodId: ids.courier,
      }),
    );
    expect(await attempt()).toEqual({ status: 400, key: "api.paymentMethodUndefined" });
    const cart = data<Cart>(
      await put("/api/v2/checkout/savePaymentMethod", { ...session, paymentMethodId: ids.cod }),
    );
    expect(await attempt({ consents: ["privacy"] })).toEqual({
      status: 400,
      key: "validation.consentRequired",
    });
    expect(await attempt({ consents: ["privacy", "terms", "unknown"] })).toEqual({
      status: 400,
      key: "validation.enum",
    });

    // spec 4 change detection: a price, a quantity, a missing item, the total
    const expected = expectedOf(cart);
    const changed = [
      { ...expected, cartTotal: expected.cartTotal + 1 },
      {
        ...expected,
        items: expected.items.map((item) => ({ ...item, finalPrice: item.finalPrice - 1 })),
      },
      { ...expected, items: expected.items.map((item) => ({ ...item, qty: item.qty + 1 })) },
      { ...expected, items: expected.items.map((item) => ({ ...item, itemId: 2147483647 })) },
      { ...expected, items: [] },
    ];
    for (const seen of changed) {
      const answer = await createOrder(session, { expected: seen });
      expect(answer.status).toBe(409);
      expect(errorOf(answer).key).toBe("api.cartChanged");
      expect((answer.body as CartConflict).cart?.prices.cartTotal).toBe(cart.prices.cartTotal);
    }
    expect(await orderCount([session.cartId])).toBe(0);
    expect((await productStock(product))?.stock).toBe(4);

    data<OrderCreateResult>(await createOrder(session, { expected }));
    expect((await productStock(product))?.stock).toBe(2);
  });

  it("refuses an order the stock cannot cover, and rolls every part back", async () => {
    const scarce = await testProduct({ stock: 1 });
    const plenty = await testProduct({ stock: 10 });
    const first = await readyCart([{ productId: scarce, qty: 1 }]);
    const second = await readyCart([
      { productId: plenty, qty: 3 },
      { productId: scarce, qty: 1 },
    ]);
    data<OrderCreateResult>(await createOrder(first));
    expect(await productStock(scarce)).toEqual({ stock: 0, isInStock: false });

    const refused = await createOrder(second);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).key).toBe("api.outOfStock");
    // the plenty line came first and was taken back with the rest
    expect((await productStock(plenty))?.stock).toBe(10);
    expect(await orderCount([second.cartId])).toBe(0);
    const [cart] = await db().select().from(carts).where(eq(carts.id, second.cartId));
    expect(cart?.status).toBe("active");
  });
});

describe("idempotency (decision 031)", () => {
  it("20 concurrent order/create calls on one cart make one order and answer its number", async () => {
    const product = await testProduct({ stock: 30 });
    const ready = await readyCart([{ productId: product, qty: 2 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => createOrder(ready)));
    const numbers = new Set(answers.map((answer) => data<OrderCreateResult>(answer).orderSlug));
    expect(numbers.size).toBe(1);
    expect(await orderCount([ready.cartId])).toBe(1);
    expect((await productStock(product))?.stock).toBe(28);
  });
});

describe("statements per order (issue 17 goal: at most 25)", () => {
  it("places a guest's order with a coupon in at most 25 SQL statements", async () => {
    const product = await testProduct({ stock: 10 });
    const other = await testProduct({ stock: null, price: 3 });
    const ready = await readyCart([
      { productId: product, qty: 2 },
      { productId: other, qty: 1 },
    ]);
    data<Cart>(await post("/api/v2/cart/applyCoupon", { ...ready, code: "WELCOME10" }));
    const { result, statements } = await countStatements(() => createOrder(ready));
    data<OrderCreateResult>(result);
    expect(statements).toBeGreaterThan(5);
    expect(statements).toBeLessThanOrEqual(25);
  });
});

describe("order history (spec 7 smartDocument)", () => {
  it("shows a signed-in customer their orders only", async () => {
    const user = await signedInUser([
      guestAddress("Main"),
      guestAddress("Shipping", { city: "Split" }),
    ]);
    const headers = { accessToken: user.accessToken };
    const product = await testProduct({ stock: null });
    const session = await addItem(undefined, product, 1, headers);
    const ids = await methodIds(session, headers);
    data<Cart>(
      await put(
        "/api/v2/checkout/saveDeliveryMethod",
        { ...session, deliveryMethodId: ids.courier },
        headers,
      ),
    );
    data<Cart>(
      await put(
        "/api/v2/checkout/savePaymentMethod",
        { ...session, paymentMethodId: ids.cod },
        headers,
      ),
    );
    const placed = data<OrderCreateResult>(await createOrder(session, {}, headers));
    const order = await orderOfCart(session.cartId);
    expect(order).toMatchObject({ userId: user.id, email: user.email });
    expect(order?.snapshot.shippingAddress?.city).toBe("Split");
    expect(order?.snapshot.customer).toMatchObject({ firstName: "Ivan", isGuest: false });

    const filter = (body: unknown, auth: Record<string, string> = headers) =>
      call("/api/v1/smartDocument/document/filter/web", { body, headers: auth });
    const page = data<OrderPage>(await filter({}));
    expect(page.pagination).toMatchObject({ totalRecords: 1, page: 1, totalPages: 1 });
    expect(page.data[0]).toMatchObject({
      number: placed.orderSlug,
      itemCount: 1,
      total: 1250 + 590,
    });
    expect((await filter({}, {})).status).toBe(401);
    // one order by its number (the profile's order route names orders so)
    expect(data<OrderPage>(await filter({ number: placed.orderSlug })).data).toHaveLength(1);
    expect(data<OrderPage>(await filter({ number: "1999-000001" })).data).toHaveLength(0);
    expect((await filter({ number: "2026-1" })).status).toBe(400);

    const document = data<OrderDocument>(
      await call(`/api/v1/smartDocument/document/get/web/${order?.id}`, { headers }),
    );
    expect(document).toMatchObject({
      id: order?.id,
      extendedDetails: { number: placed.orderSlug },
    });
    expect(document.pdfUrl).toBe(`/api/v1/smartDocument/document/pdf/web/${order?.id}`);

    // the PDF of the document: the owner's download; nobody else's
    const pdf = await fetch(suite.server.url + document.pdfUrl, { headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="order-${order?.id}.pdf"`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect((await call(document.pdfUrl)).status).toBe(401);
    expect((await call("/api/v1/smartDocument/document/pdf/web/0", { headers })).status).toBe(400);

    const stranger = await signedInUser();
    const foreign = await call(`/api/v1/smartDocument/document/get/web/${order?.id}`, {
      headers: { accessToken: stranger.accessToken },
    });
    expect(foreign.status).toBe(404);
    expect(data<OrderPage>(await filter({}, { accessToken: stranger.accessToken })).data).toEqual(
      [],
    );
    expect((await call(`/api/v1/smartDocument/document/get/web/${order?.id}`)).status).toBe(401);
    const foreignPdf = await call(document.pdfUrl, {
      headers: { accessToken: stranger.accessToken },
    });
    expect(foreignPdf.status).toBe(404);
  });
});

/** Not on PGlite: one connection runs one transaction at a time, so nothing races there. */
const onPostgres = process.env.DATABASE_URL !== undefined;

describe.runIf(onPostgres)("no oversell under a race (PostgreSQL)", () => {
  it("50 shoppers holding the last 3 units make exactly 3 orders and stock 0", async () => {
    const product = await testProduct({ stock: 3 });
    const ready = await Promise.all(
      Array.from({ length: 50 }, () => readyCart([{ productId: product, qty: 1 }])),
    );
    const answers = await Promise.all(ready.map((session) => createOrder(session)));
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(47);
    for (const answer of refused) expect(errorOf(answer).key).toBe("api.outOfStock");
    expect(await productStock(product)).toEqual({ stock: 0, isInStock: false });
    expect(await orderCount(ready.map((session) => session.cartId))).toBe(3);
    const archived = await db()
      .select({ n: count() })
      .from(carts)
      .where(
        and(
          inArray(
            carts.id,
            ready.map((session) => session.cartId),
          ),
          eq(carts.status, "archived"),
        ),
      );
    expect(archived[0]?.n).toBe(3);
  });
});
