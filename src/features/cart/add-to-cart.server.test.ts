import { describe, expect, it } from "vitest";
import type { Product } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { cartLineOf } from "./add-to-cart.server.ts";
import { option, testBundle, testProduct } from "./bundle-test-products.ts";

const board = testProduct(11, "Simple", {
  customOptions: [option("ENGRAVING", { isRequired: true, price: 8 })],
});
const glasses = testProduct(12, "Simple", { customOptions: [option("ENGRAVING")] });
const salt = testProduct(13, "Simple");

/** A site whose API answers product web/get with these products (by id), nothing else. */
function siteWith(products: readonly Product[]): SiteRequest {
  const GET = (path: string, init: { params: { query: { id: number } } }) => {
    if (path !== "/api/v1/product/web/get") throw new Error(`unexpected call ${path}`);
    const product = products.find((each) => each.id === init.params.query.id);
    if (!product) throw new Error(`unexpected product ${init.params.query.id}`);
    return Promise.resolve({ data: { data: product }, response: new Response(null) });
  };
  return { api: { GET } } as unknown as SiteRequest;
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("a bundle's line from its form (spec 4 add rules by format)", () => {
  const bundle = testBundle(10, [board, glasses, salt]);
  const site = siteWith([board, glasses, salt]);

  it("carries a simple part's personalizations, named by the part", async () => {
    const line = await cartLineOf(
      site,
      bundle,
      formOf({ "c11.ENGRAVING": " Ana ", "c12.ENGRAVING": "Marko", "c13.ENGRAVING": "x" }),
    );
    expect(line).toEqual({
      productId: 10,
      options: {
        bundleOptions: [
          { productId: 11, personalizations: { ENGRAVING: "Ana" } },
          { productId: 12, personalizations: { ENGRAVING: "Marko" } },
          // a part without options takes none
          { productId: 13 },
        ],
      },
    });
  });

  it("is refused until a simple part's required option is typed (the card's post: the modal)", async () => {
    const forms: Record<string, string>[] = [
      {},
      { "c11.ENGRAVING": "  " },
      { "c12.ENGRAVING": "Marko" },
    ];
    for (const fields of forms)
      expect(await cartLineOf(site, bundle, formOf(fields))).toEqual({
        reason: "configurationNotSet",
        productSlug: "product-10",
      });
  });

  it("is added at once when its parts' options are all optional", async () => {
    const optional = testBundle(20, [glasses, salt]);
    expect(await cartLineOf(site, optional, formOf({}))).toEqual({
      productId: 20,
      options: { bundleOptions: [{ productId: 12 }, { productId: 13 }] },
    });
  });
});
