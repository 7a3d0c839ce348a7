import { describe, expect, it } from "vitest";
import { maxQuantity, parseQuantity } from "./quantity.ts";

describe("parseQuantity (spec 5: a whole number above 0)", () => {
  it("accepts whole numbers above 0", () => {
    expect(parseQuantity("1")).toBe(1);
    expect(parseQuantity(" 3 ")).toBe(3);
    expect(parseQuantity("4.0")).toBe(4);
    expect(parseQuantity(7)).toBe(7);
    expect(parseQuantity(String(maxQuantity))).toBe(maxQuantity);
  });

  it("refuses zero, negative, fractional, huge and non-numbers", () => {
    for (const value of [
      "",
      "0",
      "-1",
      "1.5",
      "1e3",
      "abc",
      "0x10",
      String(maxQuantity + 1),
      "1000000000",
    ])
      expect(parseQuantity(value), value).toBeUndefined();
    expect(parseQuantity(0)).toBeUndefined();
    expect(parseQuantity(2.5)).toBeUndefined();
    expect(parseQuantity(null)).toBeUndefined();
    expect(parseQuantity(undefined)).toBeUndefined();
  });
});
