import { describe, expect, it } from "vitest";
import { convertPrice } from "./list-items.ts";

const usd = { id: 2, label: "USD", symbol: "$", rate: 1.08 };

describe("convertPrice (spec 3 converted view)", () => {
  it("rounds to the nearest cent, half a cent and more up", () => {
    // 1.99 € × 1.08 = 2.1492 $: 2.15, not 2.14 (rounding down would show it)
    expect(convertPrice(1.99, usd)).toBe(2.15);
    // 11.92 € × 1.08 = 12.8736 $: 12.87, not 12.88 (rounding up would show it)
    expect(convertPrice(11.92, usd)).toBe(12.87);
    expect(convertPrice(34, usd)).toBe(36.72);
    expect(convertPrice(0, usd)).toBe(0);
  });
});
