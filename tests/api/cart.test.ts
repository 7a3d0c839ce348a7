import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BundleCheck, CartSession } from "#generated/types.ts";
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

describe("add rules by format (spec 4)", () => {
  it("adds a simple product and raises its line for the same options, whatever their key order", async () => {
    const a = fx.products.simple;
    const { creds } = await newCart(a, 1, { personalizations: { ENGRAVING: "Ana" } });
    await add({
      ...creds,
      productId: a,
      qty: 1,
      options: { personalizations: { ENGRAVING: "Ana" } },
    });
    const other = cartOf(await add({ ...creds, productId: a, qty: 1 }));
    expect(other.items.map((item) => [item.productId, item.qty, item.options])).toEqual([
      [a, 2, { personalizations: { ENGRAVING: "Ana" }, bundleOptions: null }],
      [a, 1, { bundleOptions: null }],
    ]);
  });

  it("refuses a configurable product and takes its variant, named after its parent", async () => {
    const { configurable, variantRed } = fx.products;
    expect(failure(await add({ productId: configurable, qty: 1 }))).toEqual({
      status: 400,
      key: "api.configurationNotSet",
    });
    const { made } = await newCart(variantRed);
    const [item] = made.items;
    expect(item?.productData).toMatchObject({
      name: "Konf, crvena",
      variantLabel: "crvena",
      mainProductSlug: `${fx.run}-c-hrv`.toLowerCase(),
      format: "Simple",
      isVisibleIndividually: false,
    });
  });

  it("adds a bundle only with a variant chosen for each configurable component", async () => {
    const { configBundle, configurable, simple, variantRed, variantBlue, nested } = fx.products;
    for (const options of [
      undefined,
      { bundleOptions: [] },
      { bundleOptions: [{ productId: configurable }] },
      { bundleOptions: [{ productId: configurable, variantId: simple }] },
      { bundleOptions: [{ productId: simple, variantId: variantRed }] },
      { bundleOptions: [{ productId: fx.products.reducedRate }] },
    ])
      expect(
        failure(await add({ productId: configBundle, qty: 1, ...(options ? { options } : {}) })),
      ).toEqual({
        status: 400,
        key: "api.bundleNotConfigured",
      });
    expect(failure(await add({ productId: nested, qty: 1 }))).toEqual({
      status: 400,
      key: "api.bundleNested",
    });
    const { made } = await newCart(configBundle, 1, {
      bundleOptions: [{ productId: configurable, variantId: variantBlue }],
    });
    const [item] = made.items;
    expect(item?.productData.components).toEqual([
      { productId: simple, name: "Test A", qty: 2 },
      { productId: variantBlue, name: "Konf, plava", qty: 1 },
    ]);
    // A: 5 in stock, 2 a bundle; the blue variant unlimited
    expect(item).toMatchObject({ stock: 2, isAvailable: true });
    expect(made.digitalOnly).toBe(false);
  });

  it("needs a bundle's simple part's required option chosen, like a configurable part's variant", async () => {
    const { digitalBundle, simpleBundle, configBundle, eproduct, plainEproduct, simple } =
      fx.products;
    // spec 4: the e-product's recipient is required, A's engraving is not
    const checks = data<BundleCheck[]>(
      await call(
        `/api/v1/product/checkBundles?ids=${digitalBundle},${simpleBundle},${configBundle}`,
      ),
    );
    expect(checks.map((check) => [check.id, check.needsCustomization])).toEqual([
      [digitalBundle, true],
      [simpleBundle, false],
      [configBundle, true],
    ]);
    const missing = await add({ productId: digitalBundle, qty: 1 });
    expect(missing.status).toBe(400);
    expect(error(missing).fields?.map((field) => field.path)).toEqual([
      "/body/options/bundleOptions/0/personalizations/RECIPIENT",
    ]);
    const { made } = await newCart(digitalBundle, 1, {
      bundleOptions: [
        { productId: plainEproduct },
        { productId: eproduct, personalizations: { RECIPIENT: "Ana" } },
      ],
    });
    expect(made.items[0]?.options.bundleOptions).toEqual([
      { productId: plainEproduct },
      { productId: eproduct, personalizations: { RECIPIENT: "Ana" } },
    ]);
    const engraved = await newCart(simpleBundle, 1, {
      bundleOptions: [{ productId: simple, personalizations: { ENGRAVING: "Ana" } }],
    });
    expect(engraved.made.items[0]?.options.bundleOptions).toEqual([
      { productId: simple, personalizations: { ENGRAVING: "Ana" } },
      { productId: fx.products.reducedRate },
    ]);
  });

  it("checks personalizations: required, known keys, length, numbers", async () => {
    const { eproduct, configBundle, configurable, variantRed } = fx.products;
    const cases: [unknown, string][] = [
      [undefined, "/body/options/personalizations/RECIPIENT"],
      [
        { personalizations: { RECIPIENT: "x".repeat(21) } },
        "/body/options/personalizations/RECIPIENT",
      ],
      [
        { personalizations: { RECIPIENT: "Ana", OTHER: "x" } },
        "/body/options/personalizations/OTHER",
      ],
    ];
    for (const [options, path] of cases) {
      const response = await add({ productId: eproduct, qty: 1, ...(options ? { options } : {}) });
      expect(response.status).toBe(400);
      expect(error(response).fields?.map((field) => field.path)).toContain(path);
    }
    const bundleOptions = [{ productId: configurable, variantId: variantRed }];
    const notNumber = await add({
      productId: configBundle,
      qty: 1,
      options: { personalizations: { EXTRA: "x" }, bundleOptions },
    });
    expect(failure(notNumber)).toEqual({ status: 400, key: "validation.pattern" });
    const { made } = await newCart(eproduct, 1, { personalizations: { RECIPIENT: "Ana" } });
    expect(made.digitalOnly).toBe(true);
  });

  it("answers 404 for an archived or unknown product and a product id past the int range 400", async () => {
    for (const productId of [fx.products.archived, 2_000_000_000])
      expect(failure(await add({ productId, qty: 1 }))).toEqual({
        status: 404,
        key: "api.notFound",
      });
    expect((await add({ productId: 2 ** 31, qty: 1 })).status).toBe(400);
  });
});

describe("quantities and lines (spec 5, 8)", () => {
  it("refuses zero, negative, fractional, huge and text quantities on add and update", async () => {
    const { creds, made } = await newCart(fx.products.reducedRate, 1);
    const itemId = made.items[0]?.itemId ?? 0;
    for (const qty of [0, -1, 1.5, 1e9, "2", null]) {
      expect((await add({ ...creds, productId: fx.products.reducedRate, qty })).status).toBe(400);
      expect((await cart("updateItem", { ...creds, itemId, qty }, "PATCH")).status).toBe(400);
    }
    expect((await linesOf(undefined, creds.cartId)).map((line) => line.qty)).toEqual([1]);
  });

  it("keeps a line within its stock: 409 naming what is left, nothing changed", async () => {
    const a = fx.products.simple; // 5 in stock
    const tooMany = await add({ productId: a, qty: 6, options: { personalizations: {} } });
    expect(failure(tooMany)).toEqual({ status: 409, key: "api.outOfStock" });
    expect(error(tooMany).message).toBe("Nema dovoljno na zalihi: preostalo je još 5");
    const { creds, made } = await newCart(a, 3);
    const again = await call("/api/v2/cart/addItem", {
      body: { ...creds, productId: a, qty: 3 },
      headers: { language: "eng" },
    });
    expect(failure(again)).toEqual({ status: 409, key: "api.outOfStock" });
    expect(error(again).message).toBe("Not enough in stock: 5 left");
    const itemId = made.items[0]?.itemId ?? 0;
    expect(failure(await cart("updateItem", { ...creds, itemId, qty: 6 }, "PATCH"))).toEqual({
      status: 409,
      key: "api.outOfStock",
    });
    expect((await linesOf(undefined, creds.cartId)).map((line) => line.qty)).toEqual([3]);
    const updated = cartOf(await cart("updateItem", { ...creds, itemId, qty: 5 }, "PATCH"));
    expect(updated.items[0]).toMatchObject({ qty: 5, stock: 5, isAvailable: true });
  });

  it("updates a line's options (joining an equal line) and deletes lines of its own cart only", async () => {
    const a = fx.products.simple;
    const { creds, made } = await newCart(a, 1, { personalizations: { ENGRAVING: "Ana" } });
    const plain = cartOf(await add({ ...creds, productId: a, qty: 1 }));
    const [engraved, bare] = plain.items;
    const joined = cartOf(
      await cart(
        "updateItem",
        {
          ...creds,
          itemId: bare?.itemId,
          qty: 2,
          options: { personalizations: { ENGRAVING: "Ana" } },
        },
        "PATCH",
      ),
    );
    expect(joined.items.map((item) => [item.itemId, item.qty])).toEqual([[engraved?.itemId, 3]]);

    const other = await newCart(fx.products.reducedRate, 1);
    const foreignItem = other.made.items[0]?.itemId;
    for (const itemId of [foreignItem, 2_000_000_000]) {
      expect(failure(await cart("deleteItem", { ...creds, itemId }, "DELETE"))).toEqual({
        status: 404,
        key: "api.itemNotInCart",
      });
      expect(failure(await cart("updateItem", { ...creds, itemId, qty: 1 }, "PATCH"))).toEqual({
        status: 404,
        key: "api.itemNotInCart",
      });
    }
    expect((await linesOf(undefined, other.creds.cartId)).length).toBe(1);
    const emptied = cartOf(
      await cart("deleteItem", { ...creds, itemId: made.items[0]?.itemId }, "DELETE"),
    );
    expect(emptied.items).toEqual([]);
  });

  it("caps a line at 9999 units and a cart at 200 lines", async () => {
    const b = fx.products.reducedRate;
    const { creds } = await newCart(b, 9999);
    expect(failure(await add({ ...creds, productId: b, qty: 1 }))).toEqual({
      status: 400,
      key: "validation.maximum",
    });
    const db = suite.server.database.db;
    const full = await newCart(fx.products.simple, 1);
    await db.insert(cartItems).values(
      Array.from({ length: 199 }, (_, index) => {
        const options = { personalizations: { ENGRAVING: `n${index}` }, bundleOptions: null };
        return {
          cartId: full.creds.cartId,
          productId: fx.products.simple,
          qty: 1,
          options,
          optionsKey: JSON.stringify(options),
        };
      }),
    );
    expect(failure(await add({ ...full.creds, productId: b, qty: 1 }))).toEqual({
      status: 400,
      key: "api.cartFull",
    });
  });

  it("clears lines, coupon and methods", async () => {
    const { creds } = await newCart(fx.products.reducedRate, 3);
    cartOf(await cart("applyCoupon", { ...creds, code: fx.coupons.percent10 }));
    const cleared = cartOf(await cart("clearCart", creds));
    expect(cleared).toMatchObject({
      items: [],
      qty: 0,
      coupon: null,
      couponCode: null,
      deliveryMethodId: null,
    });
    expect(await linesOf(undefined, creds.cartId)).toEqual([]);
  });
});

describe("concurrent changes of one cart (decision 031)", () => {
  it("serializes them on the locked cart row: the stock is never passed", async () => {
    const a = fx.products.simple; // 5 in stock
    const { creds } = await newCart(a, 1);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => add({ ...creds, productId: a, qty: 1 })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409, 409]);
    expect((await linesOf(undefined, creds.cartId)).map((line) => line.qty)).toEqual([5]);
  });
});
