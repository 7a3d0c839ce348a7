import { describe, expect, it } from "vitest";
import { allowedCurrency, chosenCurrency } from "./shopper-currency.ts";

const settings = {
  allowedCurrencies: [
    { id: 1, label: "EUR" },
    { id: 2, label: "USD" },
  ],
  mainCurrencyId: 1,
  label: "EUR",
  symbol: "€",
};

describe("the shopper's currency (spec 3 currency settings)", () => {
  it("accepts only an allowed currency id", () => {
    expect(allowedCurrency(settings, "2")).toEqual({ id: 2, label: "USD" });
    for (const value of ["3", "abc", "-1", "02", "2.0", "", undefined, 2])
      expect(allowedCurrency(settings, value)).toBeUndefined();
  });

  it("chooses a currency other than the main one from the cookie", () => {
    expect(chosenCurrency(settings, "a=1; currency=2")).toEqual({ id: 2, label: "USD" });
    expect(chosenCurrency(settings, "currency=%32")).toEqual({ id: 2, label: "USD" });
    expect(chosenCurrency(settings, "currency=1")).toBeUndefined();
    expect(chosenCurrency(settings, "currency=999")).toBeUndefined();
    expect(chosenCurrency(settings, undefined)).toBeUndefined();
  });
});
