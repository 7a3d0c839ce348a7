import { describe, expect, it } from "vitest";
import type { CartPrices } from "#generated/types.ts";
import { formatCents, shownTotals } from "./cart-money.ts";

const eur = { id: 1, label: "EUR", symbol: "€" };
const usd = { id: 2, label: "USD", symbol: "$" };
const amounts = { itemsTotal: 4000, coupon: 400, loyalty: 0, delivery: 500, cartTotal: 3600 };
const prices: CartPrices = {
  ...amounts,
  orderTotal: 4100,
  tax: { ...amounts, orderTotal: 4100 },
  taxRates: [],
  currency: eur,
};

describe("cart money", () => {
  it("writes cents with two decimals in the page's language", () => {
    expect(formatCents(1650, { currency: eur, code2: "hr" })).toBe("16,50\u00a0€");
    expect(formatCents(1650, { currency: eur, code2: "en" })).toBe("€16.50");
  });

  it("shows the converted view when the cart has one", () => {
    expect(shownTotals(prices)).toMatchObject({
      orderTotal: 4100,
      currency: eur,
      isConverted: false,
    });
    const converted = {
      ...prices,
      converted: { ...amounts, orderTotal: 4800, currency: usd, rate: 1.17 },
    };
    expect(shownTotals(converted)).toMatchObject({
      orderTotal: 4800,
      currency: usd,
      isConverted: true,
    });
  });
});
