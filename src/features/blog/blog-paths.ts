import { routePath } from "#src/features/catalog/catalog-paths.ts";
import type { LanguageCode } from "#src/lib/languages.ts";

/** The blog, a post category or a post in a language (spec 2: /objave/{slug?}, /en/blog/{slug?}). */
export const blogPath = (slug: string | undefined, language: LanguageCode): string =>
  routePath("blog", language, slug);
