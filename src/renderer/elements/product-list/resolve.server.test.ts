import { describe, expect, it } from "vitest";
import type { ProductCategory, ProductListItem } from "#generated/types.ts";
import { createApiClient } from "#src/lib/api-client.ts";
import { resolve as resolveCategories } from "../category-list/resolve.server.ts";
import { resolve as resolveCrossSell } from "../cross-sell/resolve.server.ts";
import { resolve as resolveFeatured } from "../featured-products/resolve.server.ts";
import { resolve as resolveProducts } from "./resolve.server.ts";

type Sent = { operation: string; input: Record<string, unknown> };

const product = (id: number): ProductListItem => ({ id, slug: `p-${id}`, name: `P ${id}` });
const category = (id: number, slug: string, children: ProductCategory[] = []): ProductCategory => ({
  id,
  parentId: null,
  name: slug.toUpperCase(),
  slug,
  description: "",
  image: { src: `/images/catalog/${slug}-960.jpg`, alt: "" },
  position: 0,
  sortTypes: [],
  sortDefaultType: "newest",
  slugs: { hrv: slug },
  children,
});

const operations: Record<string, string> = {
  "/api/v1/product/web/get": "getProduct",
  "/api/v1/product/web/filter": "filterProducts",
  "/api/v1/product/category/get": "getProductCategory",
  "/api/v1/product/category/filter": "filterProductCategories",
};

/** The site's client over a network that answers like the catalogue and remembers what it was asked. */
function catalogueApi(answers: Record<string, unknown>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const operation = operations[url.pathname] ?? url.pathname;
    const text = await request.text();
    const query = Object.fromEntries(
      [...url.searchParams].map(([name, value]) => [
        name,
        Number.isNaN(Number(value)) ? value : Number(value),
      ]),
    );
    sent.push({
      operation,
      input: {
        ...(url.search ? { query } : {}),
        ...(text ? { body: JSON.parse(text) as unknown } : {}),
      },
    });
    if (!(operation in answers)) throw new Error(`unexpected ${operation}`);
    return Response.json({ data: answers[operation] });
  };
  const api = createApiClient({ baseUrl: "http://site.test", fetch, language: "hrv" });
  return { api, sent };
}
const bodyOf = (sent: Sent[], operation: string) =>
  sent.find((each) => each.operation === operation)?.input.body;

describe("product-list resolver", () => {
  it("asks web/filter for the category, tag and picked ids, sorted and limited", async () => {
    const { api, sent } = catalogueApi({
      filterProducts: { records: [product(3), product(1)], totalPages: 1, totalRecords: 2 },
      getProductCategory: category(7, "vina"),
    });
    const data = await resolveProducts({
      props: { category: 7, tag: 2, productIds: [1, 3], sort: "priceAsc", limit: 4 },
      api,
      language: "eng",
    });
    expect(bodyOf(sent, "filterProducts")).toEqual({
      categories: [7],
      filters: [
        { key: "id", value: [1, 3] },
        { key: "tag", value: [2] },
      ],
      sort: "priceAsc",
      limit: 4,
    });
    // narrowed by a category: the API's order (the sort) stands; the list continues in the shop
    expect(data.items.map((item) => item.id)).toEqual([3, 1]);
    expect(data.moreHref).toBe("/en/shop/vina");
  });

  it("keeps the editor's order of picked products and has no shop link without a category", async () => {
    const { api } = catalogueApi({
      filterProducts: { records: [product(9), product(4), product(5)], totalPages: 1 },
    });
    const data = await resolveProducts({
      props: { productIds: [5, 9, 4], sort: "newest", limit: 8 },
      api,
      language: "hrv",
    });
    expect(data.items.map((item) => item.id)).toEqual([5, 9, 4]);
    expect(data.moreHref).toBeUndefined();
  });
});

describe("featured-products resolver", () => {
  it("lists featured products by category priority, continuing in the shop", async () => {
    const { api, sent } = catalogueApi({
      filterProducts: { records: [product(2)], totalPages: 1, totalRecords: 1 },
    });
    const data = await resolveFeatured({ props: { limit: 6 }, api, language: "deu" });
    expect(bodyOf(sent, "filterProducts")).toEqual({
      categories: [],
      featured: true,
      sort: "priorityAsc",
      limit: 6,
    });
    expect(data).toEqual({ items: [product(2)], moreHref: "/de/shop" });
  });
});

describe("cross-sell resolver", () => {
  it("shows the chosen product's cross-sell products in its order, at most `limit`", async () => {
    const { api, sent } = catalogueApi({
      getProduct: { id: 7, crossSellProducts: [product(4), product(2), product(9)] },
    });
    const data = await resolveCrossSell({ props: { product: 7, limit: 2 }, api, language: "eng" });
    expect(sent).toEqual([{ operation: "getProduct", input: { query: { id: 7 } } }]);
    expect(data).toEqual({ items: [product(4), product(2)] });
  });

  it("follows the product's id list when it changes (spec 4): each render asks again", async () => {
    const answers: Record<string, unknown> = { getProduct: { crossSellProducts: [product(1)] } };
    const { api, sent } = catalogueApi(answers);
    const props = { product: 7, limit: 6 };
    expect((await resolveCrossSell({ props, api, language: "hrv" })).items).toEqual([product(1)]);
    answers.getProduct = { crossSellProducts: [product(3), product(1)] };
    expect((await resolveCrossSell({ props, api, language: "hrv" })).items).toEqual([
      product(3),
      product(1),
    ]);
    expect(sent).toHaveLength(2);
  });

  it("shows nothing without a product, or when the product is gone", async () => {
    const none = catalogueApi({});
    expect(await resolveCrossSell({ props: { limit: 6 }, api: none.api, language: "hrv" })).toEqual(
      { items: [] },
    );
    expect(none.sent).toEqual([]);
    const gone = createApiClient({
      baseUrl: "http://site.test",
      fetch: () =>
        Promise.resolve(
          Response.json({ error: { status: 404, message: "Nije pronađeno." } }, { status: 404 }),
        ),
      language: "hrv",
    });
    expect(
      await resolveCrossSell({ props: { product: 3, limit: 6 }, api: gone, language: "hrv" }),
    ).toEqual({ items: [] });
  });
});

describe("category-list resolver", () => {
  it("lists the top categories linking to /shop/{slug}, at most `limit`", async () => {
    const { api, sent } = catalogueApi({
      filterProductCategories: {
        records: [
          category(1, "vina", [category(4, "crna-vina")]),
          category(2, "ulje"),
          category(3, "darovi"),
        ],
      },
    });
    const data = await resolveCategories({ props: { limit: 2 }, api, language: "hrv" });
    expect(bodyOf(sent, "filterProductCategories")).toEqual({ tree: true });
    expect(data.items).toEqual([
      { id: 1, name: "VINA", href: "/shop/vina", image: category(1, "vina").image },
      { id: 2, name: "ULJE", href: "/shop/ulje", image: category(2, "ulje").image },
    ]);
  });

  it("lists one category's children when a parent is chosen", async () => {
    const { api, sent } = catalogueApi({
      filterProductCategories: { records: [category(4, "crna-vina")] },
    });
    const data = await resolveCategories({ props: { parent: 1, limit: 12 }, api, language: "eng" });
    expect(bodyOf(sent, "filterProductCategories")).toEqual({ parentId: 1, tree: false });
    expect(data.items[0]?.href).toBe("/en/shop/crna-vina");
  });
});
