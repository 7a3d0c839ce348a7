import { describe, expect, it } from "vitest";
import { formatMoney } from "./money.ts";

describe("formatMoney (spec 9)", () => {
  it("writes two decimals and the euro sign in hr-HR by default", () => {
    expect(formatMoney(16)).toBe("16,00\u00a0€");
    expect(formatMoney(1234.5)).toBe("1.234,50\u00a0€");
  });

  it("never leaves a breakable space inside a price", () => {
    for (const language of ["hr", "en", "de"]) {
      const price = formatMoney(1234567.891, { language });
      expect(price).not.toMatch(/[ \t\u2009\u202f]/u);
      expect(price).toMatch(/\d[.,]\d{2}\b|\d{2}\u00a0€/u);
    }
  });

  it("follows the page language", () => {
    expect(formatMoney(6, { language: "en" })).toBe("€6.00");
    expect(formatMoney(6, { language: "de" })).toBe("6,00\u00a0€");
  });
});
