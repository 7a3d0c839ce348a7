import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carts, shopDeliveryMethods } from "#server/db/schema-shop.ts";
import { currencies, currencyRates } from "#server/db/schema.ts";
import { invalidateContent } from "#server/platform/cache-keys.ts";
import { useAccountServer } from "./account-client.ts";
import { type CartFixtures, cartOf, error, failure, makeCartFixtures } from "./cart-fixtures.ts";

// The cart's prices (decision 031) in exact cents worked out by hand, and coupons (spec 4, 7,
// issue 17). Fixtures: A 20.00 at 25 % with an 8.00 engraving, B 10.00 at 13 %.
const { suite, call } = useAccountServer();
let fx: CartFixtures;
beforeAll(async () => {
  fx = await makeCartFixtures(suite.server.database.db);
});

const cart = (path: string, body: unknown, method = "POST", language = "hrv") =>
  call(`/api/v2/cart/${path}`, { method, body, headers: { language } });
const engraved = { personalizations: { ENGRAVING: "Ana" } };

/** A cart of A ×2 engraved (28.00 each) and B ×3 (10.00 each): 86.00. */
async function mixedCart() {
  const first = cartOf(
    await cart("addItem", { productId: fx.products.simple, qty: 2, options: engraved }),
  );
  const creds = { cartId: first.id, protectCode: first.protectCode ?? "" };
  const mixed = cartOf(
    await cart("addItem", { ...creds, productId: fx.products.reducedRate, qty: 3 }),
  );
  return { creds, mixed };
}

describe("prices (decision 031)", () => {
  it("prices lines from the catalogue with option surcharges and VAT per rate", async () => {
    const { mixed } = await mixedCart();
    expect(mixed.items.map((item) => item.prices)).toEqual([
      { finalPrice: 2800, row: 5600, rateBasisPoints: 2500 },
      { finalPrice: 1000, row: 3000, rateBasisPoints: 1300 },
    ]);
    expect(mixed.prices).toMatchObject({
      itemsTotal: 8600,
      coupon: 0,
      loyalty: 0,
      delivery: 0,
      cartTotal: 8600,
      orderTotal: 8600,
      // 5600 / 1.25 → 1120; 3000 × 13 / 113 = 345.13
      taxRates: [
        { rateBasisPoints: 2500, gross: 5600, tax: 1120 },
        { rateBasisPoints: 1300, gross: 3000, tax: 345 },
      ],
      tax: {
        itemsTotal: 1465,
        coupon: 0,
        loyalty: 0,
        delivery: 0,
        cartTotal: 1465,
        orderTotal: 1465,
      },
    });
    expect(mixed.qty).toBe(5);
  });

  it("spreads a percent coupon over the lines and adds delivery up to its free threshold", async () => {
    const { creds } = await mixedCart();
    // codes are compared upper-cased
    const withCoupon = cartOf(
      await cart("applyCoupon", { ...creds, code: fx.coupons.percent10.toLowerCase() }),
    );
    expect(withCoupon.couponCode).toBe(fx.coupons.percent10);
    expect(withCoupon.coupon).toEqual({ code: fx.coupons.percent10, kind: "percent", amount: 10 });
    // 10 % of 8600 = 860, spread 560 (of 5600) and 300 (of 3000)
    expect(withCoupon.prices).toMatchObject({
      itemsTotal: 8600,
      coupon: 860,
      cartTotal: 7740,
      orderTotal: 7740,
      taxRates: [
        { rateBasisPoints: 2500, gross: 5040, tax: 1008 },
        { rateBasisPoints: 1300, gross: 2700, tax: 311 }, // 310.62
      ],
      tax: {
        itemsTotal: 1465,
        coupon: 112 + 35,
        loyalty: 0,
        delivery: 0,
        cartTotal: 1319,
        orderTotal: 1319,
      },
    });

    const db = suite.server.database.db;
    const [method] = await db
      .insert(shopDeliveryMethods)
      .values({
        siteId: fx.siteId,
        code: `${fx.run}-ship`,
        name: { hrv: "Dostava" },
        description: { hrv: "" },
        priceCents: 399,
        freeFromCents: 10_000,
        // priced by its id on this cart only: checkout's lists (other files) never offer it
        isActive: false,
      })
      .returning({ id: shopDeliveryMethods.id });
    await db.update(carts).set({ deliveryMethodId: method?.id }).where(eq(carts.id, creds.cartId));
    // as the shop back office does after writing a method
    await invalidateContent(suite.server.services.changes, {
      siteId: fx.siteId,
      kinds: ["option"],
    });
    const delivered = cartOf(await cart("getCart", creds));
    expect(delivered.prices).toMatchObject({
      delivery: 399,
      cartTotal: 7740,
      orderTotal: 8139,
      taxRates: [
        { rateBasisPoints: 2500, gross: 5040 + 399, tax: 1088 }, // 1087.8
        { rateBasisPoints: 1300, gross: 2700, tax: 311 },
      ],
      tax: { delivery: 80, cartTotal: 1319, orderTotal: 1088 + 311 },
    });
    // B ×7: items 12600, coupon 1260, cart total 11340 reaches 100.00: delivery is free
    const itemId = delivered.items[1]?.itemId;
    const free = cartOf(await cart("updateItem", { ...creds, itemId, qty: 7 }, "PATCH"));
    expect(free.prices).toMatchObject({
      itemsTotal: 12_600,
      coupon: 1260,
      delivery: 0,
      orderTotal: 11_340,
    });
  });

  it("shows a converted view in an allowed currency, rounded once per amount", async () => {
    const db = suite.server.database.db;
    const [other] = await db
      .select({ id: currencies.id, rate: currencyRates.rate })
      .from(currencyRates)
      .innerJoin(currencies, eq(currencies.id, currencyRates.currencyId));
    if (!other) throw new Error("the seed has no second currency");
    const { creds } = await mixedCart();
    const converted = cartOf(await cart("getCart", { ...creds, currencyId: other.id }));
    expect(converted.prices.converted).toMatchObject({
      currency: { id: other.id },
      rate: other.rate,
      itemsTotal: Math.round(8600 * other.rate),
      cartTotal: Math.round(8600 * other.rate),
    });
    expect(converted.items[0]?.prices.converted).toEqual({
      finalPrice: Math.round(2800 * other.rate),
      row: Math.round(5600 * other.rate),
    });
    expect(failure(await cart("getCart", { ...creds, currencyId: 999_999 }))).toEqual({
      status: 400,
      key: "api.unknownCurrency",
    });
  });

  it("prices a bundle at its own price with its and its components' surcharges", async () => {
    const { configBundle, configurable, variantRed, simple, digitalBundle, eproduct } = fx.products;
    const options = {
      personalizations: { EXTRA: "3" },
      bundleOptions: [
        { productId: configurable, variantId: variantRed },
        { productId: simple, personalizations: { ENGRAVING: "Ivo" } },
      ],
    };
    const made = cartOf(await cart("addItem", { productId: configBundle, qty: 1, options }));
    // 40.00 + 3 × 2.50 + 8.00; A 5 in stock / 2 per bundle, the red variant 2 in stock
    expect(made.items[0]).toMatchObject({ prices: { finalPrice: 5550, row: 5550 }, stock: 2 });
    // what was typed, under each option's title in the cart's language
    expect(made.items[0]?.productData.personalizations).toEqual([{ label: "Boce", value: "3" }]);
    expect(made.items[0]?.productData.components?.[0]?.personalizations).toEqual([
      { label: "Gravura", value: "Ivo" },
    ]);
    const english = cartOf(
      await cart("addItem", { productId: configBundle, qty: 1, options }, "POST", "eng"),
    );
    expect(english.items[0]?.productData.components?.[0]?.personalizations).toEqual([
      { label: "Engraving", value: "Ivo" },
    ]);
    const digital = cartOf(
      await cart("addItem", {
        productId: digitalBundle,
        qty: 1,
        options: {
          bundleOptions: [{ productId: eproduct, personalizations: { RECIPIENT: "Ana" } }],
        },
      }),
    );
    expect(digital).toMatchObject({ digitalOnly: true, prices: { itemsTotal: 1800 } });
  });
});

describe("coupons (spec 4, 7; issue 17)", () => {
  it("answers an unknown, expired, future or inactive code 404 'Coupon not found!'", async () => {
    const { creds } = await mixedCart();
    for (const code of [
      "NOPE",
      fx.coupons.expired,
      fx.coupons.future,
      fx.coupons.inactive,
      "staro20",
    ]) {
      const response = await cart("applyCoupon", { ...creds, code }, "POST", "eng");
      expect(failure(response)).toEqual({ status: 404, key: "api.couponNotFound" });
      expect(error(response).message).toBe("Coupon not found!");
    }
    const croatian = await cart("applyCoupon", { ...creds, code: fx.coupons.expired });
    expect(error(croatian).message).toBe("Kupon nije pronađen!");
    expect(cartOf(await cart("getCart", creds)).coupon).toBeNull();
  });

  it("names the condition a coupon fails, and the cart keeps the coupon it had", async () => {
    const b = fx.products.reducedRate;
    const first = cartOf(await cart("addItem", { productId: b, qty: 2 }));
    const creds = { cartId: first.id, protectCode: first.protectCode ?? "" };
    cartOf(await cart("applyCoupon", { ...creds, code: "welcome10" }));
    expect(failure(await cart("applyCoupon", { ...creds, code: fx.coupons.fixed5From30 }))).toEqual(
      {
        status: 400,
        key: "api.couponMinimum",
      },
    );
    expect(failure(await cart("applyCoupon", { ...creds, code: fx.coupons.usedUp }))).toEqual({
      status: 400,
      key: "api.couponUsedUp",
    });
    expect(failure(await cart("applyCoupon", { ...creds, code: fx.coupons.category }))).toEqual({
      status: 400,
      key: "api.couponNotApplicable",
    });
    const kept = cartOf(await cart("getCart", creds));
    expect(kept).toMatchObject({
      couponCode: "WELCOME10",
      prices: { coupon: 200, cartTotal: 1800 },
    });
  });

  it("replaces a coupon, ignores the same twice, and removes one the cart no longer meets", async () => {
    const { creds, mixed } = await mixedCart();
    cartOf(await cart("applyCoupon", { ...creds, code: fx.coupons.percent10 }));
    const [before] = await suite.server.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, creds.cartId));
    const twice = cartOf(await cart("applyCoupon", { ...creds, code: fx.coupons.percent10 }));
    const [after] = await suite.server.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, creds.cartId));
    expect(after?.updatedAt).toEqual(before?.updatedAt);
    expect(twice.prices.coupon).toBe(860);
    // 50 % of A's rows only (its category): 2800
    const category = cartOf(await cart("applyCoupon", { ...creds, code: fx.coupons.category }));
    expect(category).toMatchObject({
      couponCode: fx.coupons.category,
      prices: { coupon: 2800, cartTotal: 5800 },
    });
    // fixed 5.00 from 30.00: removed when A goes and B's 30.00 drops to 20.00
    cartOf(await cart("applyCoupon", { ...creds, code: fx.coupons.fixed5From30 }));
    const [a, b] = mixed.items;
    const withoutA = cartOf(await cart("deleteItem", { ...creds, itemId: a?.itemId }, "DELETE"));
    expect(withoutA.prices.coupon).toBe(500);
    const dropped = cartOf(
      await cart("updateItem", { ...creds, itemId: b?.itemId, qty: 2 }, "PATCH"),
    );
    expect(dropped).toMatchObject({
      coupon: null,
      couponCode: null,
      notices: [{ key: "couponRemoved" }],
    });
    expect(dropped.prices).toMatchObject({ coupon: 0, cartTotal: 2000 });
    const [row] = await suite.server.database.db
      .select()
      .from(carts)
      .where(eq(carts.id, creds.cartId));
    expect(row?.couponId).toBeNull();
    expect(cartOf(await cart("getCart", creds)).notices).toEqual([]);
  });

  it("takes a product-scoped fixed coupon off its product only, and removeCoupon takes it off", async () => {
    const { creds } = await mixedCart();
    const scoped = cartOf(await cart("applyCoupon", { ...creds, code: fx.coupons.onlyReduced }));
    // 3.00 off B's 3000 at 13 %: 2700 left there
    expect(scoped.prices.taxRates).toEqual([
      { rateBasisPoints: 2500, gross: 5600, tax: 1120 },
      { rateBasisPoints: 1300, gross: 2700, tax: 311 },
    ]);
    expect(scoped.prices.tax.coupon).toBe(35); // 300 × 13 / 113 = 34.51
    const removed = cartOf(await cart("removeCoupon", creds));
    expect(removed).toMatchObject({ coupon: null, prices: { coupon: 0, cartTotal: 8600 } });
  });
});
