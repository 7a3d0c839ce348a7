import { describe, expect, it } from "vitest";
import { parseSearchQuery, searchHref } from "./search-query.ts";

const parse = (text: string) => parseSearchQuery(new URLSearchParams(text));

describe("parseSearchQuery", () => {
  it("reads search, category and page", () => {
    expect(parse("search=+vino+&category=products&page=3")).toEqual({
      search: "vino",
      category: "products",
      page: 3,
    });
  });

  it("falls back on values that cannot be a search state", () => {
    expect(parse("category=users&page=-2")).toEqual({ search: "", category: undefined, page: 1 });
    expect(parse("page=1.5").page).toBe(1);
    expect(parse("page=9999999").page).toBe(1);
    expect(parse(`search=${"a".repeat(500)}`).search).toHaveLength(200);
  });
});

describe("searchHref", () => {
  it("leaves out page 1 and an unset category, and encodes the text", () => {
    expect(searchHref({ search: "maslinovo ulje", page: 1 })).toBe("?search=maslinovo+ulje");
    expect(searchHref({ search: "vino", category: "pages", page: 2 })).toBe(
      "?search=vino&category=pages&page=2",
    );
    expect(searchHref({})).toBe("?");
  });
});
