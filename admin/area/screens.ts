import type { CatalogueKind } from "./catalogue/form-schema.ts";

/**
 * The screens of the admin area (spec 2 routes /admin, /admin/templates, /admin/cache) and the
 * catalogue's (issue 8: products, product categories, attributes) and the shop's (issue 17:
 * orders, shop settings), by path.
 */
export type AdminScreen =
  | "pages"
  | "templates"
  | "cache"
  | "docs"
  | CatalogueKind
  | "orders"
  | "shop"
  | "consents"
  | "newsletter"
  | "forms"
  | "redirects"
  | "postCategories"
  | "events"
  | "comments";
export const screenPaths: Readonly<Record<AdminScreen, string>> = {
  pages: "/admin",
  templates: "/admin/templates",
  cache: "/admin/cache",
  // spec 2: the documentation the version badge links to (this build's own README.md)
  docs: "/admin/docs",
  product: "/admin/products",
  productCategory: "/admin/product-categories",
  attribute: "/admin/attributes",
  // issue 17: the shop's orders and settings
  orders: "/admin/orders",
  shop: "/admin/shop",
  // issue 21 (decision 047): consents and the forms' assignments; /admin/consent/{slug} is one form
  consents: "/admin/consent",
  // issue 21: the newsletter's subscribers with their consent history
  newsletter: "/admin/newsletter",
  // issue 21: the forms' submissions
  forms: "/admin/forms",
  // issue 22: redirects and the missing URLs (404s) they are made for
  redirects: "/admin/redirects",
  // issue 22: the blog's post categories and tags
  postCategories: "/admin/post-categories",
  // issue 22 (decision 054): events, their texts per language and their sign-ups
  events: "/admin/events",
  // issue 22: comments on posts and product reviews, moderated (decision 052)
  comments: "/admin/comments",
};

/** One form's submissions as CSV (admin/routes/admin-forms-export.ts). */
export const formsExportPath = "/admin/forms/export.csv";

/** A submission's file, by its id after a slash (admin/routes/admin-forms-file.ts). */
export const formFilePath = "/admin/forms/files";

/** The CSV of the orders a list's filters find (admin/routes/admin-orders-export.ts). */
export const ordersExportPath = "/admin/orders/export.csv";

/** The CSV of the subscribers a list's filters find (admin/routes/admin-newsletter-export.ts). */
export const newsletterExportPath = "/admin/newsletter/export.csv";

/** What a thrown 409 of the area carries when the user's admin locale is not set (spec 6). */
export const adminLocaleMissing = "adminLocaleMissing";
