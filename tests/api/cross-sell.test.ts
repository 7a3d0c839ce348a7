import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BuilderDocument, Product } from "#generated/types.ts";
import { type EditorCalls, type SiteApp, editorCalls, startSiteApp } from "./site-app.ts";

// The cross-sell element and the product page's cross-sell block as a visitor gets them: the
// real site build, its page cache and a seeded PGlite of its own.
let site: SiteApp;
let data: EditorCalls["data"];
let visit: EditorCalls["visit"];

beforeAll(async () => {
  site = await startSiteApp();
  ({ data, visit } = await editorCalls(site.app));
}, 300_000);

afterAll(() => site.close());

const about = "/api/v1/admin/builder/documents/page/about";
const hrefOf = (slug: string | undefined) => `href="/product/${slug ?? "(no slug)"}"`;

describe("cross-sell", () => {
  it("shows a product's cross-sell products on a page and follows its id list (spec 4)", async () => {
    const apron = await data<Product>("GET", "/api/v1/product/web/get?slug=pregaca-konoba");
    const [first, second] = apron.crossSellProducts;
    if (!first || !second) throw new Error("the seed's apron has two cross-sell products");
    const draft = await data<BuilderDocument>("GET", about);
    const edited = structuredClone(draft.document);
    edited.elements.push({
      id: "about-cross-sell",
      type: "cross-sell",
      props: { product: apron.id, title: "Uz pregaču", limit: 1 },
    });
    const saved = await data<BuilderDocument>("PUT", `${about}/draft`, {
      baseRevision: draft.revision,
      document: edited,
      meta: draft.meta,
    });
    await data("POST", `${about}/publish`, { baseRevision: saved.revision });
    const shown = (await visit("/o-nama")).body;
    expect(shown).toContain(">Uz pregaču</h2>");
    expect(shown).toContain(hrefOf(first.slug));
    expect(shown).not.toContain(hrefOf(second.slug)); // limit 1
    expect((await visit("/o-nama")).headers["x-cache"]).toBe("HIT");

    // the product's own list changes: the cached page goes, the element shows the new list
    const editPath = `/api/v1/product/edit/${apron.id}`;
    const editable = await data<{ crossSellIds: number[] }>("GET", editPath);
    await data("PATCH", `/api/v1/product/update/${apron.id}`, {
      ...editable,
      crossSellIds: [second.id],
    });
    const after = await visit("/o-nama");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body).toContain(hrefOf(second.slug));
    expect(after.body).not.toContain(hrefOf(first.slug));
  });

  it("draws the product page's block with the same component", async () => {
    const page = (await visit("/product/majica-vitrina")).body;
    expect(page).toMatch(
      /<section class="el product-list product-list--grid"[^>]*><h2[^>]*>Uz ovo preporučujemo<\/h2>/,
    );
  });
});
