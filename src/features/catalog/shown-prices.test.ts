import { describe, expect, it } from "vitest";
import { shownPrices } from "./shown-prices.ts";

const euro = { id: 1, label: "EUR", symbol: "€" };
const dollar = { id: 2, label: "USD", symbol: "$" };

describe("shownPrices (spec 3 converted view)", () => {
  it("shows the main-currency prices without a converted view", () => {
    expect(
      shownPrices({ finalPrice: 10, retailPrice: 12, currency: euro, convertedPrices: null }),
    ).toEqual({ finalPrice: 10, retailPrice: 12, membershipPrice: null, currency: euro });
  });

  it("shows the converted view of the chosen currency when the API sent one", () => {
    const convertedPrices = {
      currency: dollar,
      basicPrice: 10.8,
      retailPrice: 12.96,
      finalPrice: 10.8,
      membershipPrice: 9.72,
    };
    expect(
      shownPrices({ finalPrice: 10, retailPrice: 12, currency: euro, convertedPrices }),
    ).toEqual({ finalPrice: 10.8, retailPrice: 12.96, membershipPrice: 9.72, currency: dollar });
  });
});
