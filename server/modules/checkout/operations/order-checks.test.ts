import { describe, expect, it } from "vitest";
import type { Cart, CartItem } from "#generated/types.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { assertCartUnchanged, orderConsents, stockNeeds } from "./order-checks.ts";

const item = (
  itemId: number,
  productId: number,
  qty: number,
  finalPrice: number,
  extra: Partial<CartItem["productData"]> = {},
): CartItem => ({
  itemId,
  productId,
  qty,
  productData: {
    name: `P${productId}`,
    sku: `P${productId}`,
    slug: "",
    mainProductSlug: "",
    format: "Simple",
    isVisibleIndividually: true,
    media: [],
    ...extra,
  },
  prices: { finalPrice, row: finalPrice * qty, rateBasisPoints: 2500 },
  options: {},
  stock: null,
  isAvailable: true,
});

const cartOf = (items: CartItem[]): Cart => {
  const total = items.reduce((all, each) => all + each.prices.row, 0);
  const totals = {
    itemsTotal: total,
    coupon: 0,
    loyalty: 0,
    delivery: 0,
    cartTotal: total,
    orderTotal: total,
  };
  return {
    id: "00000000-0000-4000-8000-000000000000",
    status: "active",
    language: "hrv",
    items,
    qty: items.reduce((all, each) => all + each.qty, 0),
    digitalOnly: false,
    coupon: null,
    couponCode: null,
    memberCardBarcode: null,
    deliveryMethodId: null,
    paymentMethodId: null,
    options: { deliveryBranchId: null },
    instructions: "",
    guestUser: null,
    userId: null,
    prices: {
      ...totals,
      tax: totals,
      taxRates: [],
      currency: { id: 1, label: "EUR", symbol: "€" },
    },
    notices: [],
  };
};

const keyOf = (run: () => void): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.key : String(error);
  }
};

describe("assertCartUnchanged (spec 4 change detection)", () => {
  const cart = cartOf([item(1, 10, 2, 1250), item(2, 11, 1, 899)]);
  const seen = {
    cartTotal: 3399,
    items: [
      { itemId: 1, qty: 2, finalPrice: 1250 },
      { itemId: 2, qty: 1, finalPrice: 899 },
    ],
  };

  it("passes the cart the shopper saw, and no expectation at all", () => {
    expect(keyOf(() => assertCartUnchanged(cart, seen))).toBeUndefined();
    expect(keyOf(() => assertCartUnchanged(cart, undefined))).toBeUndefined();
  });

  it("stops on a count, a missing item, a price, a quantity or the total", () => {
    const [first, second] = seen.items;
    if (!first || !second) throw new Error("fixture");
    for (const changed of [
      { ...seen, items: [first] },
      { ...seen, items: [first, { ...second, itemId: 3 }] },
      { ...seen, items: [first, { ...second, finalPrice: 900 }] },
      { ...seen, items: [first, { ...second, qty: 2 }] },
      { ...seen, cartTotal: 3398 },
    ])
      expect(keyOf(() => assertCartUnchanged(cart, changed))).toBe("api.cartChanged");
  });

  it("answers the current cart beside the error", () => {
    try {
      assertCartUnchanged(cart, { ...seen, cartTotal: 1 });
    } catch (error) {
      expect((error as AppError).extra).toEqual({ cart });
    }
  });
});

describe("orderConsents (spec 5)", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  const consent = (key: string, consentId: number, isRequired: boolean) => ({
    key,
    consentId,
    uniqueNumber: `${key.toUpperCase()}-1`,
    version: 2,
    displayName: { hrv: key },
    isRequired,
  });
  const assignments = {
    checkoutAddress: [consent("privacy", 1, true), consent("newsletter", 2, false)],
    checkoutPayment: [consent("terms", 3, true)],
  };
  const given = (ids: string[] | undefined) => () =>
    orderConsents({ assignments, ids, email: "ana@example.com", language: "hrv", now });

  it("keeps each accepted consent with its form, the e-mail and the time, and what the log needs", () => {
    const { snapshot, given: logged } = given(["terms", "privacy", "newsletter"])();
    const at = { email: "ana@example.com", statusTimestamp: now.toISOString() };
    expect(snapshot).toEqual([
      { id: "privacy", form: "checkoutAddress", ...at },
      { id: "newsletter", form: "checkoutAddress", ...at },
      { id: "terms", form: "checkoutPayment", ...at },
    ]);
    expect(logged).toEqual([
      { form: "checkoutAddress", consents: assignments.checkoutAddress },
      { form: "checkoutPayment", consents: assignments.checkoutPayment },
    ]);
    expect(given(["terms", "privacy"])().given[0]?.consents).toEqual([
      assignments.checkoutAddress[0],
    ]);
  });

  it("refuses a missing required consent and an id neither form asks for", () => {
    expect(keyOf(given(undefined))).toBe("validation.consentRequired");
    expect(keyOf(given(["privacy"]))).toBe("validation.consentRequired");
    expect(keyOf(given(["terms"]))).toBe("validation.consentRequired");
    expect(keyOf(given(["privacy", "terms", "marketing"]))).toBe("validation.enum");
  });
});

describe("stockNeeds (decision 031)", () => {
  it("adds lines of one product and takes a bundle's components times its quantity", () => {
    const bundle = item(3, 30, 2, 5000, {
      format: "Bundle",
      components: [
        { productId: 10, name: "P10", qty: 1 },
        { productId: 12, name: "P12", qty: 3 },
      ],
    });
    const cart = cartOf([item(1, 11, 1, 100), item(2, 10, 2, 100), bundle]);
    expect(stockNeeds(cart)).toEqual([
      { productId: 10, qty: 4 },
      { productId: 11, qty: 1 },
      { productId: 12, qty: 6 },
    ]);
  });
});
