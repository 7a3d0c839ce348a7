import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { isSiteComponentCss, scopeSelector, scopeSiteCss } from "./scope-site-css.ts";

const scoped = (css: string, from = "/app/src/renderer/elements/gallery/gallery.css") =>
  postcss([scopeSiteCss(isSiteComponentCss)]).process(css, { from }).css;

describe("scopeSiteCss (a page's slug as the body's class styles nothing)", () => {
  it("scopes every selector of a rule below the body, also inside @media", () => {
    expect(scoped(".gallery { display: grid }")).toBe(":where(body) .gallery { display: grid }");
    expect(scoped("@media (min-width: 64em) { .gallery, .hero::before { gap: 0 } }")).toBe(
      "@media (min-width: 64em) { :where(body) .gallery, :where(body) .hero::before { gap: 0 } }",
    );
  });

  it("leaves keyframes, selectors from html, body or :root, and other folders alone", () => {
    expect(scoped("@keyframes in { from { opacity: 0 } }")).toBe(
      "@keyframes in { from { opacity: 0 } }",
    );
    expect(scoped("body:has(.notice) .banner { top: 0 }")).toBe(
      "body:has(.notice) .banner { top: 0 }",
    );
    expect(scoped(".gallery { gap: 0 }", "/app/src/themes/base.css")).toBe(".gallery { gap: 0 }");
    expect(scopeSelector(":root")).toBe(":root");
    expect(scopeSelector("bodyish")).toBe(":where(body) bodyish");
  });

  it("scopes once however often PostCSS visits a rule", () => {
    expect(scopeSelector(":where(body) .hero")).toBe(":where(body) .hero");
  });
});
