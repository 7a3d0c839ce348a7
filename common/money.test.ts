import { describe, expect, it } from "vitest";
import { formatDay, formatMeasure, formatMoney } from "./money.ts";

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

  it("writes another currency with the site's symbol for it, or its label (spec 3, 9)", () => {
    expect(formatMoney(10.8, { currency: "USD", symbol: "$" })).toBe("10,80\u00a0$");
    expect(formatMoney(10.8, { language: "en", currency: "USD", symbol: "$" })).toBe("$10.80");
    expect(formatMoney(0.85, { language: "de", currency: "GBP", symbol: "£" })).toBe("0,85\u00a0£");
    // a label that is no ISO 4217 code is written as a symbol instead of failing the page
    expect(formatMoney(3, { currency: "BOD" })).toBe("3,00\u00a0BOD");
    expect(formatMoney(3, { currency: "bodovi" })).toBe("3,00\u00a0bodovi");
  });
});

describe("formatMeasure and formatDay (product attributes)", () => {
  it("writes decimals and the unit the language's way, never broken before the unit", () => {
    expect(formatMeasure(12.5, "%", "hr")).toBe("12,5\u00a0%");
    expect(formatMeasure(12.5, "%", "en")).toBe("12.5\u00a0%");
    expect(formatMeasure(1500, "ml", "de")).toBe("1500\u00a0ml");
    expect(formatMeasure(2019, null, "hr")).toBe("2019");
    expect(formatMeasure(12500, "ml", "de")).toBe("12.500\u00a0ml");
    expect(formatMeasure(12500, null, "en")).toBe("12,500");
    expect(formatMeasure(750, null, "hr")).toBe("750");
  });

  it("writes a date in the language's order, on the stored calendar day", () => {
    const day = new Date("2024-03-01T00:00:00Z");
    expect(formatDay(day, "hr")).toBe("01.\u00a003.\u00a02024.");
    expect(formatDay(day, "de")).toBe("1.3.2024");
    expect(formatDay(day, "en")).toBe("1/3/2024");
  });
});
