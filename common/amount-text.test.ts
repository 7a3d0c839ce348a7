import { describe, expect, it } from "vitest";
import { basisPointsOf, centsOf, eurosOf, percentOf } from "./amount-text.ts";

describe("money as typed and stored", () => {
  it("parses euros into cents exactly, with a point or a comma", () => {
    expect(centsOf("0.29")).toBe(29);
    expect(centsOf("4,5")).toBe(450);
    expect(centsOf("12")).toBe(1200);
    expect(centsOf("1.10")).toBe(110);
    expect(centsOf("999999999.99")).toBe(99999999999);
    // 0.1 + 0.2 is not 0.3 in floats; in cents it is
    expect(centsOf("0.1") + centsOf("0.2")).toBe(centsOf("0.3"));
  });

  it("refuses what is not an amount", () => {
    for (const text of ["-1", "1.234", "", "1e3", " 1", "1.", ".5"])
      expect(() => centsOf(text)).toThrow();
  });

  it("shows cents as euros with two decimals and back", () => {
    expect(eurosOf(0)).toBe("0.00");
    expect(eurosOf(5)).toBe("0.05");
    expect(eurosOf(123456)).toBe("1234.56");
    expect(eurosOf(-250)).toBe("-2.50");
    for (const cents of [0, 1, 99, 100, 101, 2999, 100000])
      expect(centsOf(eurosOf(cents))).toBe(cents);
  });

  it("reads and shows VAT rates in percent", () => {
    expect(basisPointsOf("25")).toBe(2500);
    expect(basisPointsOf("12,5")).toBe(1250);
    expect(percentOf(2500)).toBe("25");
    expect(percentOf(1250)).toBe("12.5");
    expect(percentOf(1255)).toBe("12.55");
    expect(percentOf(0)).toBe("0");
  });
});
