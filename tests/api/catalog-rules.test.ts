import { describe, expect, it } from "vitest";
import type { Product, ProductPage } from "#generated/types.ts";
import { accessTokenOf } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

// The catalogue rules of spec 4 and 9 that catalog.test.ts leaves unproven: the other sorts,
// nested bundles, converted prices of one product and date ranges.

const list = async (body: unknown) =>
  payload<ProductPage>(await call("/api/v1/product/web/filter", { body }));
const product = async (query: string) =>
  payload<Product>(await call(`/api/v1/product/web/get?${query}`));
/** Every listed product in one sort (the demo catalogue is well under 1000). */
const sorted = async (sort: string) => {
  const page = await list({ page: 1, limit: 1000, allowUnlimited: true, sort });
  expect(page.records.length).toBe(page.totalRecords);
  return page.records;
};
const skusOf = (page: ProductPage) => page.records.map((record) => record.sku).sort();

describe("catalogue: the other sorts (spec 9)", () => {
  it("lists oldest first: ids ascending, the newest list reversed", async () => {
    const ids = (await sorted("oldest")).map((record) => record.id);
    expect(ids.length).toBeGreaterThan(40);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const newest = (await sorted("newest")).map((record) => record.id);
    expect(ids).toEqual(newest.reverse());
  });

  it("lists names Z-A: the A-Z list reversed, the last name first", async () => {
    const names = (await sorted("nameDesc")).map((record) => record.name ?? "");
    const ascending = (await sorted("nameAsc")).map((record) => record.name ?? "");
    // the demo names are unique, so ties (broken by id) cannot blur the reversal
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...ascending].reverse());
    expect(names.slice(0, 3)).toEqual(
      [...names].sort((a, b) => b.localeCompare(a, "hr")).slice(0, 3),
    );
  });

  it("lists category priority low first, ties newest first", async () => {
    const records = await sorted("priorityAsc");
    const priorities = records.map((record) => record.categoryPriority ?? 0);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    // the demo has more than one priority, so a reversed order shows
    expect(priorities[0]).toBeLessThan(priorities.at(-1) ?? 0);
    for (const [index, record] of records.entries()) {
      const next = records[index + 1];
      if (next && next.categoryPriority === record.categoryPriority)
        expect(next.id).toBeLessThan(record.id);
    }
  });
});

describe("catalogue: bundles hold no bundle (spec 4)", () => {
  it("refuses a Bundle with a Bundle among its components, naming the bundles, nothing written", async () => {
    const headers = { accessToken: await accessTokenOf("back-office") };
    const basket = await product("slug=paket-konoba");
    expect(basket.format).toBe("Bundle");
    const wine = await product("slug=dingac-plavac-mali-2019");
    const response = await call("/api/v1/product/create", {
      headers,
      body: {
        sku: "PAKET-U-PAKETU",
        format: "Bundle",
        translations: { hrv: { name: "Paket u paketu", slug: "paket-u-paketu" } },
        basicPrice: 50,
        retailPrice: 50,
        finalPrice: 50,
        bundles: [
          { id: wine.id, qty: 1 },
          { id: basket.id, qty: 1 },
        ],
      },
    });
    expect(response.status).toBe(400);
    const error = errorOf(response);
    expect(error.key).toBe("api.invalidProduct");
    expect(error.fields).toEqual([
      {
        path: "/body/bundles",
        key: "api.invalidProduct",
        message: "Proizvod nije ispravno sastavljen",
      },
    ]);
    expect((await call("/api/v1/product/web/get?slug=paket-u-paketu")).status).toBe(404);
  });
});

describe("catalogue: one product in another currency (spec 3, 9)", () => {
  it("converts the four prices of web/get with an allowed currency, two decimals", async () => {
    const config = payload<{ currency: { allowedCurrencies: { id: number; label: string }[] } }>(
      await call("/api/v2/domainDetect", { method: "POST" }),
    );
    const usd = config.currency.allowedCurrencies.find((currency) => currency.label === "USD");
    expect(usd).toBeDefined();
    const euro = await product("slug=dingac-plavac-mali-2019");
    expect(euro.convertedPrices).toBeNull();
    const wine = await product(`slug=dingac-plavac-mali-2019&currency=${usd?.id}`);
    // the main prices stay; the converted view holds them at the seed's rate, 1.08 USD a euro
    expect(wine.finalPrice).toBe(euro.finalPrice);
    const usdOf = (price: number | null | undefined) =>
      price === null || price === undefined ? null : Math.round(price * 108) / 100;
    expect(wine.convertedPrices).toEqual({
      currency: { id: usd?.id, label: "USD", symbol: "$" },
      basicPrice: usdOf(euro.basicPrice),
      retailPrice: usdOf(euro.retailPrice),
      finalPrice: usdOf(euro.finalPrice),
      membershipPrice: usdOf(euro.membershipPrice),
    });
    expect(wine.convertedPrices?.membershipPrice).toBe(36.72); // 34 EUR
  });

  it("converts the variants of a configurable product too, and offers only currencies with a rate", async () => {
    const config = payload<{
      currency: { allowedCurrencies: { id: number; label: string }[]; mainCurrencyId: number };
    }>(await call("/api/v2/domainDetect", { method: "POST" }));
    // the seed's EUR (main), USD and GBP: each one web/get and web/filter accept
    expect(config.currency.allowedCurrencies.map((currency) => currency.label)).toEqual([
      "EUR",
      "USD",
      "GBP",
    ]);
    const gbp = config.currency.allowedCurrencies.find((currency) => currency.label === "GBP");
    const apron = await product(`slug=pregaca-konoba&currency=${gbp?.id}`);
    expect(apron.associatedProducts.length).toBeGreaterThan(0);
    for (const variant of apron.associatedProducts) {
      expect(variant.convertedPrices?.currency.symbol).toBe("£");
      expect(variant.convertedPrices?.finalPrice).toBe(Math.round(variant.finalPrice * 85) / 100);
    }
    const inEuro = await product("slug=pregaca-konoba");
    expect(inEuro.associatedProducts[0]?.convertedPrices).toBeNull();
  });

  it("converts the custom options' surcharges as the prices, and keeps the main ones", async () => {
    const config = payload<{ currency: { allowedCurrencies: { id: number; label: string }[] } }>(
      await call("/api/v2/domainDetect", { method: "POST" }),
    );
    const usd = config.currency.allowedCurrencies.find((currency) => currency.label === "USD");
    const euro = await product("slug=dalmatinski-paket");
    const bottle = euro.customOptions[0]?.custom_option_values[0];
    expect(bottle).toMatchObject({ sku: "EXTRA-POSTUP", price: 24.9, convertedPrice: null });
    const basket = await product(`slug=dalmatinski-paket&currency=${usd?.id}`);
    expect(basket.convertedPrices?.currency.label).toBe("USD");
    // 24.90 EUR at 1.08: 26.892, two decimals as the product's prices
    expect(basket.customOptions[0]?.custom_option_values[0]).toEqual({
      sku: "EXTRA-POSTUP",
      label: bottle?.label,
      price: 24.9,
      convertedPrice: 26.89,
    });
  });
});

describe("catalogue: date and date-time ranges (spec 3, 5)", () => {
  it("narrows the list to the products harvested between two days", async () => {
    const all = await list({ page: 1, limit: 100, filters: [{ key: "harvestDate", value: [] }] });
    const harvested = await list({
      page: 1,
      limit: 100,
      filters: [{ key: "harvestDate", value: ["2025-10-14", "2025-10-21"], range: true }],
    });
    expect(skusOf(harvested)).toEqual(["ULJE-BJEL-500", "ULJE-BUZA-500"]);
    expect(harvested.totalRecords).toBeLessThan(all.totalRecords);
  });

  it("narrows the list by the time of day of a date-time", async () => {
    const after = await list({
      page: 1,
      limit: 100,
      filters: [{ key: "bottledAt", value: ["2025-11-04T09:31:00Z", null], range: true }],
    });
    expect(skusOf(after)).toEqual(["ULJE-BIO-1000"]);
    const thatHour = await list({
      page: 1,
      limit: 100,
      filters: [
        { key: "bottledAt", value: ["2025-11-04T09:00:00Z", "2025-11-04T10:00:00Z"], range: true },
      ],
    });
    expect(thatHour.totalRecords).toBeGreaterThan(0);
    expect(skusOf(thatHour)).not.toContain("ULJE-BIO-1000");
    expect(skusOf(thatHour)).not.toContain("ULJE-BJEL-500");
    expect(skusOf(thatHour).every((sku) => sku?.startsWith("ULJE-"))).toBe(true);
  });
});
