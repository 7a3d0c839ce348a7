import { categoriesKind } from "./kinds/categories.ts";
import { eventsKind } from "./kinds/events.ts";
import { pagesKind, postsKind } from "./kinds/terms.ts";
import { productsKind } from "./kinds/products.ts";
import type { SitemapKind } from "./sitemap-kind.ts";

/**
 * The kinds of document the sitemap lists, each in files of its own, in the index's order. A new
 * kind is one SitemapKind (sitemap-kind.ts) in kinds/ and one entry here.
 */
export const sitemapKinds: readonly SitemapKind[] = [
  pagesKind,
  postsKind,
  productsKind,
  categoriesKind,
  eventsKind,
];
