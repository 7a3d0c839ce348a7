import { describe, expect, it } from "vitest";
import type { Cart, CartItem } from "#generated/types.ts";
import { cartMoney } from "./cart-money.ts";

const eur = { id: 1, label: "EUR", symbol: "€" };
const usd = { id: 2, label: "USD", symbol: "$" };
const totals = {
  itemsTotal: 5200,
  coupon: 520,
  loyalty: 0,
  delivery: 0,
  cartTotal: 4680,
  orderTotal: 4680,
};
const prices: Cart["prices"] = {
  ...totals,
  tax: { ...totals, itemsTotal: 1040 },
  taxRates: [],
  currency: eur,
};
const item = { prices: { finalPrice: 2600, row: 5200, rateBasisPoints: 2500 } } as CartItem;

describe("cartMoney (spec 3, 9: cents shown in the shopper's currency)", () => {
  it("writes main-currency cents with two decimals and the symbol", () => {
    const money = cartMoney({ prices }, "hr");
    expect(money.format(money.totals.cartTotal)).toBe("46,80\u00a0€");
    expect(money.format(money.unit(item))).toBe("26,00\u00a0€");
    expect(money.tax(1040)).toBe(1040);
  });

  it("uses the converted view when the cart has one, VAT at its rate", () => {
    const converted = { ...totals, cartTotal: 5054, currency: usd, rate: 1.08 };
    const money = cartMoney({ prices: { ...prices, converted } }, "en");
    expect(money.format(money.totals.cartTotal)).toBe("$50.54");
    const convertedItem = {
      prices: { ...item.prices, converted: { finalPrice: 2808, row: 5616 } },
    } as CartItem;
    expect(money.row(convertedItem)).toBe(5616);
    expect(money.tax(1040)).toBe(1123);
  });
});
