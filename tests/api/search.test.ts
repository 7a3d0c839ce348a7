import { describe, expect, it } from "vitest";
import type { SearchResult } from "#generated/types.ts";
import { call, errorOf, payload } from "./http.ts";

const search = (body: unknown, headers: Record<string, string> = {}) =>
  call("/api/v1/cms/search", { body, headers });
const found = async (body: unknown, headers: Record<string, string> = {}) =>
  payload<SearchResult>(await search(body, headers));
const slugsOf = (result: SearchResult) => result.records.map((record) => record.slug);

describe("site search (spec 2 search screen, spec 7 cms search)", () => {
  it("finds a page saying 'košarica' for 'kosarica' (no diacritics, Croatian stems)", async () => {
    const result = await found({ search: "kosarica", category: "pages" });
    expect(result.category).toBe("pages");
    // the privacy page says "košarice" (cookies keep the cart)
    expect(slugsOf(result)).toContain("privatnost");
    const privacy = result.records.find((record) => record.slug === "privatnost");
    expect(privacy?.type).toBe("page");
    expect(privacy?.excerpt).toMatch(/košaric/i);
  });

  it("survives one typo in a page, a product and a category", async () => {
    expect(slugsOf(await found({ search: "privatnst", category: "pages" }))).toContain(
      "privatnost",
    );
    const oil = await found({ search: "maslinvo ulje", category: "productCategories" });
    expect(slugsOf(oil)[0]).toBe("maslinovo-ulje");
    const products = await found({ search: "smokev", category: "products" });
    expect(products.totalRecords).toBeGreaterThan(0);
    expect(products.records.map((record) => record.title).join()).toMatch(/smokv/i);
  });

  it("does not match words that only share a few letters", async () => {
    const result = await found({ search: "xylofonqz" });
    expect(result.totals).toEqual({ pages: 0, products: 0, posts: 0, productCategories: 0 });
    expect(result.records).toEqual([]);
  });

  it("ranks a name match above a description match", async () => {
    // "Maslinovo ulje" is named so; "Poklon paketi" only mentions "ulja" in its description
    const result = await found({ search: "ulje", category: "productCategories" });
    expect(slugsOf(result)[0]).toBe("maslinovo-ulje");
    expect(slugsOf(result)).toContain("poklon-paketi");
  });

  it("stems English and German in their own languages", async () => {
    const english = await found(
      { search: "wine", category: "productCategories" },
      { language: "eng" },
    );
    expect(slugsOf(english)).toEqual(
      expect.arrayContaining(["wines", "red-wines", "white-wines", "rose-wines"]),
    );
    const german = await found(
      { search: "Olivenöle", category: "productCategories" },
      { language: "deu" },
    );
    expect(slugsOf(german)[0]).toBe("olivenoel");
  });

  it("counts every category, lists the first with results, and paginates", async () => {
    const first = await found({ search: "vino", limit: 2 });
    expect(Object.keys(first.totals).sort()).toEqual([
      "pages",
      "posts",
      "productCategories",
      "products",
    ]);
    expect(first.totals.products).toBeGreaterThan(2);
    const firstWithResults = (["pages", "products", "posts", "productCategories"] as const).find(
      (category) => (first.totals[category] ?? 0) > 0,
    );
    expect(first.category).toBe(firstWithResults);
    const products = await found({ search: "vino", category: "products", limit: 2 });
    expect(products.totalRecords).toBe(first.totals.products);
    expect(products.totalPages).toBe(Math.ceil(products.totalRecords / 2));
    expect(products.records).toHaveLength(2);
    expect(products.records[0]?.product?.finalPrice).toBeGreaterThan(0);
    const second = await found({ search: "vino", category: "products", limit: 2, page: 2 });
    const firstIds = products.records.map((record) => record.id);
    expect(second.records.some((record) => firstIds.includes(record.id))).toBe(false);
    const beyond = await found({ search: "vino", category: "products", page: 99999 });
    expect(beyond.records).toEqual([]);
    expect(beyond.totalRecords).toBe(first.totals.products);
  });

  it("counts only the categories asked for", async () => {
    const result = await found({ search: "vino", categories: ["productCategories"] });
    expect(result.totals).toEqual({ productCategories: expect.any(Number) as number });
    expect(result.category).toBe("productCategories");
  });

  it("answers an empty result for an empty or punctuation-only search", async () => {
    for (const text of ["", "   ", "%_\\", "!!!"]) {
      const result = await found({ search: text });
      expect(result.records).toEqual([]);
      expect(Object.values(result.totals).every((total) => total === 0)).toBe(true);
    }
  });

  it("treats SQL-looking text as text", async () => {
    const result = await found({ search: "'; drop table terms; --" });
    expect(result.records).toEqual([]);
    expect(slugsOf(await found({ search: "kontakt", category: "pages" }))).toContain("kontakt");
  });

  it("needs at least one category (spec 5 missingSearchCategories)", async () => {
    const response = await search({ search: "vino", categories: [] });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({
      key: "api.missingSearchCategories",
      message: "Odaberite barem jednu kategoriju pretrage",
    });
  });
});

describe("site search: bad input is a 400, never a 500", () => {
  const cases: [string, unknown][] = [
    ["a 1 MB search", { search: "a".repeat(1_000_000) }],
    ["a 1 MB search of multi-byte letters", { search: "ž".repeat(500_000) }],
    ["an array as search", { search: ["vino", "ulje"] }],
    ["an object as search", { search: { $ne: "" } }],
    ["a number as search", { search: 42 }],
    ["null as search", { search: null }],
    ["no search", {}],
    ["an unknown category", { search: "vino", category: "users" }],
    ["an unknown category in the list", { search: "vino", categories: ["pages", "users"] }],
    ["a category list of strings", { search: "vino", categories: "pages" }],
    ["a repeated category", { search: "vino", categories: ["pages", "pages"] }],
    ["page 0", { search: "vino", page: 0 }],
    ["a negative page", { search: "vino", page: -1 }],
    ["a huge page", { search: "vino", page: 1e12 }],
    ["a fractional page", { search: "vino", page: 1.5 }],
    ["a page as a string", { search: "vino", page: "2" }],
    ["a huge limit", { search: "vino", limit: 1000 }],
    ["an unknown field", { search: "vino", sql: "select 1" }],
    ["an array body", [{ search: "vino" }]],
  ];
  it.each(cases)("%s", async (_name, body) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(errorOf(response).message.length).toBeGreaterThan(0);
  });
});
