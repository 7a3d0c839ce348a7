import { describe, expect, it } from "vitest";
import { linkTarget } from "./link-target.ts";

// spec 2: links resolve by target (terms, events, products, bundles, navigation items)
describe("linkTarget", () => {
  it("routes a bundle to its product page on the site", () => {
    expect(linkTarget({ kind: "bundle", href: "/en/product/vecera-za-dvoje" })).toEqual({
      href: "/en/product/vecera-za-dvoje",
      isSiteRoute: true,
      opensNewTab: false,
    });
  });

  it("opens a navigation item as its item does: internal, external or static", () => {
    expect(linkTarget({ kind: "internal", href: "/restoran" })).toMatchObject({
      isSiteRoute: true,
      opensNewTab: false,
    });
    expect(linkTarget({ kind: "internal", href: "https://azop.hr" })).toMatchObject({
      isSiteRoute: false,
      opensNewTab: true,
    });
    expect(linkTarget({ kind: "internal", href: "tel:+38522555014" })).toMatchObject({
      isSiteRoute: false,
      opensNewTab: false,
    });
  });

  it("keeps a static file out of the router and opens external links in a new tab", () => {
    expect(linkTarget({ kind: "static", href: "/files/menu.pdf" }).isSiteRoute).toBe(false);
    expect(linkTarget({ kind: "external", href: "https://example.com" }).opensNewTab).toBe(true);
    expect(linkTarget({ kind: "page", href: "/kontakt", newTab: true })).toMatchObject({
      isSiteRoute: false,
      opensNewTab: true,
    });
  });
});
