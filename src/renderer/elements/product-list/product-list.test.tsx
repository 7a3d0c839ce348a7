import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "#src/lib/i18n.ts";
import { LanguageProvider } from "#src/lib/use-translation.ts";
import { elementRegistry } from "../../registry.ts";
import { RenderTree } from "../../render-tree.tsx";

const render = (
  nodes: Parameters<typeof RenderTree>[0]["nodes"],
  data?: Record<string, unknown>,
) => {
  const wrap = (children: ReactNode) => (
    <LanguageProvider language="en">
      <MemoryRouter>{children}</MemoryRouter>
    </LanguageProvider>
  );
  return renderToString(
    wrap(<RenderTree isDev={false} registry={elementRegistry} nodes={nodes} data={data} />),
  );
};

const wine = {
  id: 5,
  slug: "plavac-mali-2021",
  name: "Plavac mali 2021",
  finalPrice: 18.7,
  retailPrice: 22,
  discount: 15,
  currency: { id: 1, label: "EUR", symbol: "€" },
};

describe("catalogue elements", () => {
  it("draws a product list's cards in the page's language, with prices and the shop link", () => {
    const html = render([{ id: "pl", type: "product-list", props: { title: "Our wines" } }], {
      pl: { items: [wine], moreHref: "/en/shop/wines" },
    });
    expect(html).toContain("Our wines");
    expect(html).toContain('href="/en/product/plavac-mali-2021"');
    expect(html).toContain("18.70");
    expect(html).toContain("-15%");
    expect(html).toContain('href="/en/shop/wines"');
    expect(html).toContain("See all");
  });

  it("shows 6 placeholders without data (the builder's dummy mode) and nothing for an empty list", () => {
    const dummy = render([{ id: "f", type: "featured-products", props: {} }]);
    expect(dummy.match(/product-card--dummy/g)).toHaveLength(6);
    expect(render([{ id: "f", type: "featured-products", props: {} }], { f: { items: [] } })).toBe(
      "",
    );
  });

  it("draws a product's cross-sell cards under the product page's heading unless titled", () => {
    const html = render([{ id: "x", type: "cross-sell", props: { product: 7 } }], {
      x: { items: [wine] },
    });
    expect(html).toContain(">Goes well with</h2>");
    expect(html).toContain('href="/en/product/plavac-mali-2021"');
    expect(html).toContain("18.70");
    const titled = render([{ id: "x", type: "cross-sell", props: { title: "With your wine" } }], {
      x: { items: [wine] },
    });
    expect(titled).toContain(">With your wine</h2>");
    expect(titled).not.toContain("Goes well with");
  });

  it("shows 6 cross-sell placeholders without data (dummy mode) and nothing for no products", () => {
    const dummy = render([{ id: "x", type: "cross-sell", props: { product: 7, limit: 2 } }]);
    expect(dummy.match(/product-card--dummy/g)).toHaveLength(6);
    expect(render([{ id: "x", type: "cross-sell", props: {} }], { x: { items: [] } })).toBe("");
  });

  it("titles the category grid 'Categories' and links each to /shop/{slug}", () => {
    const html = render([{ id: "c", type: "category-list", props: {} }], {
      c: { items: [{ id: 1, name: "Wines", href: "/en/shop/wines", image: null }] },
    });
    expect(html).toContain(">Categories</h2>");
    expect(html).toContain('href="/en/shop/wines"');
    expect(html).toContain("Wines");
  });
});
