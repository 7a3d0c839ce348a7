import type { SearchHit } from "#generated/types.ts";
import { screenPath } from "#common/route-paths.ts";
import { blogPath } from "#src/features/blog/blog-paths.ts";
import { categoryPath, productPath } from "#src/features/catalog/catalog-paths.ts";
import { languages, localisePath, type LanguageCode } from "#src/lib/languages.ts";

/** The search screen in a language (spec 2: /pretraga, /en/search, /de/suche). */
export const searchPath = (language: LanguageCode): string =>
  screenPath("search", languages[language].code2);

/** Where a search result leads: the page, the product or the shop category (spec 2). */
export function hitPath(hit: SearchHit, language: LanguageCode): string {
  switch (hit.type) {
    case "product":
      return productPath(hit.slug, language);
    case "productCategory":
      return categoryPath(hit.slug, language);
    case "page":
      return localisePath(hit.isHome ? "/" : `/${hit.slug}`, language);
    case "post":
      return blogPath(hit.slug, language);
  }
}
