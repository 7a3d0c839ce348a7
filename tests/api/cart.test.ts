import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CartSession } from "#generated/types.ts";
import { cartItems, carts } from "#server/db/schema-shop.ts";
import { data, useAccountServer } from "./account-client.ts";
import { type CartFixtures, cartOf, error, failure, makeCartFixtures } from "./cart-fixtures.ts";

// Cart v2 (spec 4, 7, 8; decision 031): sessions, add rules by format, quantities, lines. Its
// own server (useAccountServer) so products, coupons and stock are set up in its database.
const { suite, call } = useAccountServer();
let fx: CartFixtures;
beforeAll(async () => {
  fx = await makeCartFixtures(suite.server.database.db);
});

const cart = (path: string, body: unknown, method = "POST") =>
  call(`/api/v2/cart/${path}`, { method, body });
const add = (body: Record<string, unknown>) => cart("addItem", body);
/** A new cart holding one line of a product. */
async function newCart(productId: number, qty = 1, options?: unknown) {
  const made = cartOf(await add({ productId, qty, ...(options ? { options } : {}) }));
  return { made, creds: { cartId: made.id, protectCode: made.protectCode ?? "" } };
}
const linesOf = (db = suite.server.database.db, cartId: string) =>
  db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(cartItems.id);

describe("cart session (spec 4, 9)", () => {
  it("makes a cart on the first add and answers its protect code once", async () => {
    const { made, creds } = await newCart(fx.products.reducedRate, 2);
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.protectCode).toMatch(/^[0-9a-f]{32}$/);
    expect(made).toMatchObject({ status: "active", language: "hrv", qty: 2, userId: null });
    const again = cartOf(await cart("getCart", creds));
    expect(again.protectCode).toBeUndefined();
    expect(again.items).toEqual(made.items);
    // only the hash is stored
    const [row] = await suite.server.database.db.select().from(carts).where(eq(carts.id, made.id));
    expect(row?.protectCodeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.protectCodeHash).not.toContain(creds.protectCode);
  });

  it("getNewCartSession makes an empty cart", async () => {
    const session = data<CartSession>(await call("/api/v2/cart/getNewCartSession"));
    const empty = cartOf(await cart("getCart", session));
    expect(empty).toMatchObject({ id: session.cartId, items: [], qty: 0, digitalOnly: false });
    expect(empty.prices).toMatchObject({
      itemsTotal: 0,
      cartTotal: 0,
      orderTotal: 0,
      taxRates: [],
    });
  });

  it("answers a wrong protect code, an unknown or a malformed id as an unknown cart, and changes nothing", async () => {
    const { creds } = await newCart(fx.products.reducedRate, 1);
    const wrong = { ...creds, protectCode: "0".repeat(32) };
    for (const body of [wrong, { ...creds, cartId: "00000000-0000-4000-8000-000000000000" }]) {
      expect(failure(await cart("getCart", body))).toEqual({
        status: 404,
        key: "api.cartNotFound",
      });
      expect(failure(await add({ ...body, productId: fx.products.simple, qty: 1 }))).toEqual({
        status: 404,
        key: "api.cartNotFound",
      });
      expect(failure(await cart("clearCart", body))).toEqual({
        status: 404,
        key: "api.cartNotFound",
      });
    }
    // a cart id alone is no credential
    expect(
      failure(await add({ cartId: creds.cartId, productId: fx.products.simple, qty: 1 })),
    ).toEqual({
      status: 404,
      key: "api.cartNotFound",
    });
    expect((await linesOf(undefined, creds.cartId)).map((line) => line.qty)).toEqual([1]);
  });

  it("answers an archived cart 409 'Cart is archived.' in the request's language", async () => {
    const { creds } = await newCart(fx.products.reducedRate, 1);
    await suite.server.database.db
      .update(carts)
      .set({ status: "archived" })
      .where(eq(carts.id, creds.cartId));
    const response = await cart("getCart", creds);
    expect(failure(response)).toEqual({ status: 409, key: "api.cartArchived" });
    const english = await call("/api/v2/cart/getCart", {
      body: creds,
      headers: { language: "eng" },
    });
    expect(error(english).message).toBe("Cart is archived.");
    const croatian = await call("/api/v2/cart/getCart", {
      body: creds,
      headers: { language: "hrv" },
    });
    expect(error(croatian).message).toBe("Košarica je arhivirana.");
    const german = await call("/api/v2/cart/getCart", {
      body: creds,
      headers: { language: "deu" },
    });
    expect(error(german).message).toBe("Der Warenkorb ist archiviert.");
  });
});
