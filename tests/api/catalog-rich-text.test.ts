import { describe, expect, it } from "vitest";
import type { Product } from "#generated/types.ts";
import { accessTokenOf } from "./backoffice.ts";
import { call, payload } from "./http.ts";

// issue 23: the product editor writes its description with the builder's rich text editor; the
// API cleans it with the builder's sanitiser (sanitizeRichText) on every save, create and update.

const hostile =
  '<p>Hladno <strong>prešano</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)" onclick="alert(4)">više</a>';

const expectClean = (html: string | undefined) => {
  expect(html).toContain("<p>Hladno <strong>prešano</strong></p>");
  expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:/i);
};

describe("catalogue: a product's description is sanitised on save", () => {
  it("strips scripts, event attributes and script links on create and on update", async () => {
    const headers = { accessToken: await accessTokenOf("back-office") };
    const slug = `rich-text-${Date.now()}`;
    const body = {
      sku: `RICH-${Date.now()}`,
      format: "Simple",
      translations: { hrv: { name: "Ulje s opisom", slug, description: hostile } },
      basicPrice: 10,
      retailPrice: 12,
      finalPrice: 10,
    };
    const created = payload<Product>(await call("/api/v1/product/create", { headers, body }));
    expectClean(created.description);
    const editPath = `/api/v1/product/edit/${created.id}`;
    const editable = payload<typeof body & { version: number }>(await call(editPath, { headers }));
    expectClean(editable.translations.hrv.description);
    expectClean(payload<Product>(await call(`/api/v1/product/web/get?slug=${slug}`)).description);

    const updated = await call(`/api/v1/product/update/${created.id}`, {
      method: "PATCH",
      headers,
      body: {
        ...editable,
        translations: {
          hrv: { ...editable.translations.hrv, description: hostile },
          eng: { name: "Described oil", slug: `${slug}-en`, description: hostile },
        },
      },
    });
    expect(updated.status).toBe(200);
    const read = payload<
      typeof editable & { translations: Record<string, { description?: string }> }
    >(await call(editPath, { headers }));
    expectClean(read.translations.hrv?.description);
    expectClean(read.translations.eng?.description);
  });
});
