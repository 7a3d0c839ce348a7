import { describe, expect, it } from "vitest";
import { listSearch, pageWindow, parseListQuery } from "./list-query.ts";

describe("shop list state in the URL (spec 4)", () => {
  it("reads comma lists, repeated keys, yes/no, ranges and the form's min/max fields", () => {
    const query = parseListQuery(
      new URLSearchParams(
        "grapeVariety=3,5&region=1&region=2&organic=yes&price=~20&vintage-min=2019&vintage-max=&sort=priceAsc&limit=24&page=3",
      ),
    );
    expect(query.filters).toEqual([
      { key: "grapeVariety", value: [3, 5] },
      { key: "region", value: [1, 2] },
      { key: "organic", value: "yes" },
      { key: "price", value: [null, 20], range: true },
      { key: "vintage", value: [2019, null], range: true },
    ]);
    expect(query).toMatchObject({ sort: "priceAsc", limit: 24, page: 3 });
  });

  it("drops what cannot be a filter and falls back to the defaults (spec 9)", () => {
    const query = parseListQuery(
      new URLSearchParams("page=-2&limit=13&sort=random&Bad-Key=1&x=%27%3B&price=~&utm_source=a"),
    );
    expect(query).toEqual({
      page: 1,
      limit: 12,
      sort: undefined,
      discount: false,
      featured: false,
      filters: [],
    });
  });

  it("writes arrays comma-separated, leaves out empty ranges and the defaults", () => {
    expect(
      listSearch({
        filters: [
          { key: "grapeVariety", value: [3, 5] },
          { key: "price", value: [null, null], range: true },
          { key: "vintage", value: [2019, null], range: true },
        ],
        limit: 12,
        page: 1,
        discount: true,
      }),
    ).toBe("?grapeVariety=3%2C5&vintage=2019%7E&discount=true");
  });

  it("leaves out a range with a zero bound, from the URL it writes (spec 4)", () => {
    expect(
      listSearch({
        filters: [
          { key: "price", value: [0, 20], range: true },
          { key: "weight", value: ["5", "0"], range: true },
          { key: "volume", value: ["0.00", null], range: true },
          { key: "vintage", value: [2019, 2021], range: true },
          { key: "grapeVariety", value: [0, 5] },
        ],
      }),
    ).toBe("?vintage=2019%7E2021&grapeVariety=0%2C5");
  });

  it("leaves out a range with a zero bound, from the URL it reads and so from the request (spec 4)", () => {
    const query = parseListQuery(
      new URLSearchParams(
        "price=0~20&weight=5~0&volume-min=0&volume-max=3&alcohol=0.0~&vintage=2019~2021&harvest=2024-01-01~2024-12-31",
      ),
    );
    expect(query.filters).toEqual([
      { key: "vintage", value: [2019, 2021], range: true },
      { key: "harvest", value: ["2024-01-01", "2024-12-31"], range: true },
    ]);
  });

  it("numbers a window of at most 9 pages around the current one", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 40)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(40, 40)).toEqual([32, 33, 34, 35, 36, 37, 38, 39, 40]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
