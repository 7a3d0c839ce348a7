import { describe, expect, it } from "vitest";
import { documents as de } from "#locales/de/documents.ts";
import { documents as en } from "#locales/en/documents.ts";
import { documents as hr } from "#locales/hr/documents.ts";
import { addressLines, documentTexts } from "./document-texts.ts";
import { sampleOrder } from "./test-support.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const euro = { label: "EUR", symbol: "€" };

describe("documents locale", () => {
  it.each([
    ["en", en],
    ["de", de],
  ])("%s keeps every {placeholder} of hr and leaves no text empty", (_name, locale) => {
    for (const [key, text] of Object.entries(hr)) {
      const target = locale[key as keyof typeof hr];
      expect({ key, names: placeholders(target) }).toEqual({ key, names: placeholders(text) });
      expect(target.trim()).not.toBe("");
    }
  });
});

describe("documentTexts", () => {
  it("writes money, rates and days as the order's language does", () => {
    const croatian = documentTexts("hrv", euro);
    expect(croatian.money(123456)).toBe("1.234,56\u00a0€");
    expect(croatian.rate(2500)).toBe("25\u00a0%");
    expect(croatian.day("2026-11-26T23:30:00.000Z")).toBe("26.\u00a011.\u00a02026.");
    expect(documentTexts("eng", euro).money(123456)).toBe("€1,234.56");
    expect(documentTexts("deu", euro).t("slipDescription", { number: "2026-000001" })).toBe(
      "Bestellung 2026-000001",
    );
  });

  it("falls back to Croatian for a language without texts", () => {
    expect(documentTexts("ita", euro).t("orderConfirmation")).toBe("Potvrda narudžbe");
  });

  it("writes an address with its country's name", () => {
    const address = sampleOrder().snapshot.billingAddress;
    expect(addressLines(address, "de")).toEqual([
      "Đurđa Čačić-Šimić",
      "Ulica žrtava Domovinskog rata 12a",
      "23223 Škabrnja",
      "Kroatien",
    ]);
    expect(addressLines({ ...address, isCompany: true, companyName: "OPG Ćuk" }, "hr")[1]).toBe(
      "OPG Ćuk",
    );
  });
});
