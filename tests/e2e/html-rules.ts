import type { ConfigData } from "html-validate";

/**
 * html-validate's recommended rules plus its rules for whole documents, less what is only a
 * matter of spelling. React writes valid HTML in its own style, which these rules would flag on
 * every page without pointing at any error.
 */
export const htmlRules: ConfigData = {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes attribute names in its camelCase (charSet, hrefLang, spellCheck); HTML
    // attribute names are case-insensitive, so the browser reads them the same.
    "attr-case": "off",
    // React closes void elements as `<meta/>`; the slash is allowed and ignored in HTML.
    "void-style": "off",
    // React writes boolean and empty attributes as `hidden=""` / `async=""`; both spellings are
    // the same attribute.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // SRI protects what comes from another origin (a CDN); every script and stylesheet here is
    // served by the site itself under a CSP, so only cross-origin resources need `integrity`.
    "require-sri": ["error", { target: "crossorigin" }],
    // A filter's checkboxes share their attribute's name (spec 4: "grapeVariety=3,5"), as
    // radio buttons do; so do the wishlist buttons of the product cards inside the list's form.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "submit", "button"] }],
    // A colour swatch paints the colour its attribute value stores (spec 3 visualSwatch).
    "no-inline-style": ["error", { allowedProperties: ["display", "background-color"] }],
  },
};
