import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { User } from "#generated/types.ts";
import { carts } from "#server/db/schema-shop.ts";
import { users } from "#server/db/schema.ts";
import { address, data, useAccountServer } from "./account-client.ts";
import { type CartFixtures, cartOf, failure, makeCartFixtures } from "./cart-fixtures.ts";

// The cart and the shopper (spec 4, 7): member card, abandoned cart at login, a signed-in caller
// taking a cart, the guest user. Fixture A: 20.00, member 18.00, 5 in stock.
const { suite, call, verifiedUser, profile } = useAccountServer();
let fx: CartFixtures;
beforeAll(async () => {
  fx = await makeCartFixtures(suite.server.database.db);
});

const cart = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`/api/v2/cart/${path}`, { body, headers });
const as = (accessToken: string, language = "hrv") => ({ accessToken, language });
const credsOf = (made: { id: string; protectCode?: string }) => ({
  cartId: made.id,
  protectCode: made.protectCode ?? "",
});

/** An EAN-13 of twelve digits and their check digit. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce(
    (all, digit, index) => all + Number(digit) * (index % 2 ? 3 : 1),
    0,
  );
  return twelve + String((10 - (sum % 10)) % 10);
}
/** An OIB of ten digits and their ISO 7064 MOD 11,10 check digit. */
function oib(ten: string): string {
  let sum = 10;
  for (const digit of ten) {
    sum = (sum + Number(digit)) % 10;
    sum = ((sum === 0 ? 10 : sum) * 2) % 11;
  }
  return ten + String((11 - sum) % 10);
}
const uniqueTwelve = () => String(Date.now()).padStart(12, "0").slice(-12);

describe("member card (spec 4, 7)", () => {
  it("prices at membershipPrice with a valid card, saves it to the user, and takes it off when empty", async () => {
    const { tokens } = await verifiedUser();
    const made = cartOf(await cart("addItem", { productId: fx.products.simple, qty: 2 }));
    const creds = credsOf(made);
    const code = ean13(uniqueTwelve());
    expect(failure(await cart("applyMemberCard", { ...creds, barcode: code }))).toEqual({
      status: 401,
      key: "api.unauthorized",
    });
    const wrong = code.slice(0, 12) + String((Number(code[12]) + 1) % 10);
    for (const barcode of [wrong, "123"])
      expect(
        failure(await cart("applyMemberCard", { ...creds, barcode }, as(tokens.accessToken))),
      ).toEqual({
        status: 400,
        key: "api.membershipCardBarcodeInvalid",
      });
    const carded = cartOf(
      await cart("applyMemberCard", { ...creds, barcode: code }, as(tokens.accessToken)),
    );
    expect(carded).toMatchObject({ memberCardBarcode: code, userId: expect.any(Number) as number });
    expect(carded.items[0]?.prices).toMatchObject({ finalPrice: 1800, row: 3600 });
    expect(carded.prices).toMatchObject({ itemsTotal: 4000, loyalty: 400, cartTotal: 3600 });
    expect(data<User>(await profile(tokens.accessToken)).memberCardBarcode).toBe(code);
    // the coupon takes 10 % of what is charged: 360
    const couponed = cartOf(await cart("applyCoupon", { ...creds, code: fx.coupons.percent10 }));
    expect(couponed.prices).toMatchObject({
      itemsTotal: 4000,
      loyalty: 400,
      coupon: 360,
      cartTotal: 3240,
      taxRates: [{ rateBasisPoints: 2500, gross: 3240, tax: 648 }],
      tax: { itemsTotal: 800, loyalty: 80, coupon: 72, cartTotal: 648 },
    });
    const validated = data<{ validateMemberCard: boolean }>(await cart("validateCart", creds));
    expect(validated.validateMemberCard).toBe(true);
    const removed = cartOf(
      await cart("applyMemberCard", { ...creds, barcode: "" }, as(tokens.accessToken)),
    );
    expect(removed).toMatchObject({
      memberCardBarcode: null,
      prices: { loyalty: 0, cartTotal: 3600 },
    });
  });

  it("validateCart drops a card another account now holds", async () => {
    const first = await verifiedUser();
    const second = await verifiedUser();
    const made = cartOf(await cart("addItem", { productId: fx.products.simple, qty: 1 }));
    const creds = credsOf(made);
    const code = ean13(String(Date.now() + 7).slice(-12));
    cartOf(
      await cart("applyMemberCard", { ...creds, barcode: code }, as(first.tokens.accessToken)),
    );
    const db = suite.server.database.db;
    await db.update(users).set({ memberCardBarcode: null }).where(eq(users.email, first.email));
    await db.update(users).set({ memberCardBarcode: code }).where(eq(users.email, second.email));
    const result = data<{
      validateMemberCard: boolean;
      items: unknown[];
      cart: { memberCardBarcode: string | null; prices: { loyalty: number } };
    }>(await cart("validateCart", creds));
    expect(result.validateMemberCard).toBe(false);
    expect(result.cart).toMatchObject({ memberCardBarcode: null, prices: { loyalty: 0 } });
    expect(result.items).toHaveLength(1);
  });
});

describe("abandoned cart and a signed-in caller (spec 4)", () => {
  it("needs a user, and answers 404 when there is no cart", async () => {
    expect(failure(await cart("getAbandoned", {}))).toEqual({
      status: 401,
      key: "api.unauthorized",
    });
    const { tokens } = await verifiedUser();
    expect(failure(await cart("getAbandoned", {}, as(tokens.accessToken)))).toEqual({
      status: 404,
      key: "api.cartNotFound",
    });
  });

  it("adopts the visitor's cart with a new protect code", async () => {
    const { tokens } = await verifiedUser();
    const made = cartOf(await cart("addItem", { productId: fx.products.reducedRate, qty: 2 }));
    const adopted = cartOf(
      await cart("getAbandoned", credsOf(made), as(tokens.accessToken, "eng")),
    );
    expect(adopted).toMatchObject({
      id: made.id,
      userId: expect.any(Number) as number,
      language: "eng",
      qty: 2,
    });
    expect(adopted.items[0]?.productData.name).toBe("Test B (en)");
    expect(adopted.protectCode).toMatch(/^[0-9a-f]{32}$/);
    expect(adopted.protectCode).not.toBe(made.protectCode);
    expect(failure(await cart("getCart", credsOf(made)))).toEqual({
      status: 404,
      key: "api.cartNotFound",
    });
    expect(cartOf(await cart("getCart", credsOf(adopted))).id).toBe(made.id);
    // later, without credentials: the same cart again, with yet another code
    const again = cartOf(await cart("getAbandoned", {}, as(tokens.accessToken)));
    expect(again.id).toBe(made.id);
  });

  it("merges the visitor's lines into the user's cart, capped by stock, and archives the visitor's", async () => {
    const { tokens } = await verifiedUser();
    const a = fx.products.simple;
    const own = cartOf(await cart("addItem", { productId: a, qty: 3 }, as(tokens.accessToken)));
    expect(own.userId).toEqual(expect.any(Number));
    const visitor = cartOf(await cart("addItem", { productId: a, qty: 4 }));
    cartOf(
      await cart("addItem", { ...credsOf(visitor), productId: fx.products.reducedRate, qty: 1 }),
    );
    const merged = cartOf(await cart("getAbandoned", credsOf(visitor), as(tokens.accessToken)));
    expect(merged.id).toBe(own.id);
    const lineA = merged.items[0];
    expect(merged.items.map((item) => [item.productId, item.qty])).toEqual([
      [a, 5],
      [fx.products.reducedRate, 1],
    ]);
    expect(merged.notices).toEqual([
      { key: "quantityCapped", itemId: lineA?.itemId, qty: 5, name: "Test A" },
    ]);
    expect(failure(await cart("getCart", credsOf(visitor)))).toEqual({
      status: 409,
      key: "api.cartArchived",
    });
  });

  it("gives a cart without a user to a signed-in caller, and never merges another user's cart", async () => {
    const first = await verifiedUser();
    const second = await verifiedUser();
    const made = cartOf(await cart("addItem", { productId: fx.products.reducedRate, qty: 1 }));
    const taken = cartOf(await cart("getCart", credsOf(made), as(first.tokens.accessToken)));
    const [row] = await suite.server.database.db.select().from(carts).where(eq(carts.id, made.id));
    expect(taken.userId).toBe(row?.userId);
    expect(row?.userId).toEqual(expect.any(Number));
    expect(
      failure(await cart("getAbandoned", credsOf(made), as(second.tokens.accessToken))),
    ).toEqual({
      status: 404,
      key: "api.cartNotFound",
    });
    expect(cartOf(await cart("getCart", credsOf(made))).userId).toBe(row?.userId);
  });
});

describe("guest user (spec 3, 7)", () => {
  it("keeps the guest's e-mail, details, company, addresses and instructions; checks them first", async () => {
    const made = cartOf(await cart("addItem", { productId: fx.products.reducedRate, qty: 1 }));
    const creds = credsOf(made);
    const details = { firstName: "Ana", lastName: "Kovač" };
    for (const body of [
      { email: "not-an-email" },
      { email: "ana@example.com", details: { firstName: "Ana2", lastName: "Kovač" } },
      { email: "ana@example.com", company: { name: "Konoba d.o.o.", oib: "12345678901" } },
      { email: "ana@example.com", addresses: [] },
    ])
      expect((await cart("updateGuestUser", { ...creds, ...body })).status).toBe(400);
    expect(failure(await cart("updateGuestUser", { ...creds, details }))).toEqual({
      status: 400,
      key: "validation.required",
    });
    const withEmail = cartOf(await cart("updateGuestUser", { ...creds, email: "ana@example.com" }));
    expect(withEmail.guestUser).toEqual({ email: "ana@example.com" });
    const company = { name: "Konoba d.o.o.", oib: oib("6943515153") };
    const full = cartOf(
      await cart("updateGuestUser", {
        ...creds,
        details,
        company,
        addresses: [address("Main"), address("Shipping")],
        instructions: "Zvonite dvaput.",
      }),
    );
    expect(full.guestUser).toMatchObject({ email: "ana@example.com", details, company });
    expect(full.guestUser?.addresses?.map((each) => each.type)).toEqual(["Main", "Shipping"]);
    expect(full.instructions).toBe("Zvonite dvaput.");
  });
});
