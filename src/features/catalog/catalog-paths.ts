import { routes } from "#generated/routes.ts";
import { languages, localisePath, type LanguageCode } from "#src/lib/languages.ts";

/** A localised screen with an optional slug (spec 2: product, shop category, blog). */
export function routePath(
  entryId: "product" | "shopCategory" | "blog",
  language: LanguageCode,
  slug = "",
): string {
  const entry = routes.entries.find((each) => each.id === entryId);
  const paths: Record<string, string> = entry?.paths ?? {};
  const pattern = paths[languages[language].code2] ?? "/";
  const path = pattern.replace("/:slug?", slug ? `/${slug}` : "");
  return localisePath(path, language);
}

/** A product page in a language (spec 2: /product/{slug}, /de/produkt/{slug}). */
export const productPath = (slug: string, language: LanguageCode): string =>
  routePath("product", language, slug);

/** A shop category page in a language (spec 2: /shop/{slug?}). */
export const categoryPath = (slug: string | undefined, language: LanguageCode): string =>
  routePath("shopCategory", language, slug);

/** The same page in every language whose slug is known (language switch, hreflang). */
export function alternatesOf(
  slugs: Readonly<Record<string, string>> | undefined,
  path: (slug: string, language: LanguageCode) => string,
): Partial<Record<LanguageCode, string>> {
  return Object.fromEntries(
    Object.entries(slugs ?? {})
      .filter(([code]) => Object.hasOwn(languages, code))
      .map(([code, slug]) => [code, path(slug, code as LanguageCode)]),
  );
}
