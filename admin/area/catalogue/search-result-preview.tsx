import { categoryPath, productPath } from "#src/features/catalog/catalog-paths.ts";
import { pageTitle } from "#src/features/site/page-title.ts";
import { languageCodes, languages } from "#src/lib/languages.ts";
import type { SearchResultHint } from "./form-groups.ts";
import { searchResult } from "./search-result.ts";

/** The site a preview's addresses and titles are on (catalogue.server.ts). */
export type SearchResultSite = { origin: string; brand: string };

const pagePaths = { product: productPath, shopCategory: categoryPath } as const;

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The entry's search result in each language it has texts in, as the site's page would give it
 * (title "{name} | {brand}", its address, its meta description), redrawn as the form changes.
 */
export function SearchResultPreview({
  hint,
  formData,
  site,
  texts,
}: {
  hint: SearchResultHint;
  formData: unknown;
  site: SearchResultSite;
  texts: { searchResultPreview: string; searchResultNoDescription: string };
}) {
  const all = (formData as Record<string, unknown> | undefined)?.[hint.texts];
  const byLanguage = (typeof all === "object" && all !== null ? all : {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const shown = languageCodes.filter((code) => byLanguage[code]);
  if (shown.length === 0) return null;
  return (
    <section className="admin-search-results">
      <h3>{texts.searchResultPreview}</h3>
      {shown.map((code) => {
        const entry = byLanguage[code] ?? {};
        const { code2 } = languages[code];
        const result = searchResult({
          title: pageTitle({ title: textOf(entry[hint.title]), brand: site.brand }),
          url: `${site.origin}${pagePaths[hint.page](textOf(entry[hint.slug]), code)}`,
          description: textOf(entry[hint.description]),
        });
        return (
          <figure key={code} className="admin-search-result">
            <figcaption lang={code2}>{languages[code].name}</figcaption>
            <span className="admin-search-result__url">{result.url}</span>
            <span className="admin-search-result__title" lang={code2}>
              {result.title}
            </span>
            {result.description ? (
              <span className="admin-search-result__description" lang={code2}>
                {result.description}
              </span>
            ) : (
              <span className="admin-search-result__description admin-search-result__description--none">
                {texts.searchResultNoDescription}
              </span>
            )}
          </figure>
        );
      })}
    </section>
  );
}
