import type { CatalogueKind } from "./catalogue/form-schema.ts";

/**
 * The screens of the admin area (spec 2 routes /admin, /admin/templates, /admin/cache) and the
 * catalogue's (issue 8: products, product categories, attributes), by path.
 */
export type AdminScreen = "pages" | "templates" | "cache" | "docs" | CatalogueKind;
export const screenPaths: Readonly<Record<AdminScreen, string>> = {
  pages: "/admin",
  templates: "/admin/templates",
  cache: "/admin/cache",
  // spec 2: the documentation the version badge links to (this build's own README.md)
  docs: "/admin/docs",
  product: "/admin/products",
  productCategory: "/admin/product-categories",
  attribute: "/admin/attributes",
};

/** What a thrown 409 of the area carries when the user's admin locale is not set (spec 6). */
export const adminLocaleMissing = "adminLocaleMissing";
