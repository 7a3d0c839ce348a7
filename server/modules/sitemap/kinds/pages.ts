import { and, asc, countDistinct, eq, gt, inArray, sql } from "drizzle-orm";
import { languages, type LanguageCode } from "#generated/languages.ts";
import { terms } from "../../../db/schema.ts";
import { cacheTags } from "../../../platform/cache-keys.ts";
import { groupByKey, hreflangOf, type SitemapKind, type SitemapScope } from "../sitemap-kind.ts";
import { absoluteUrl } from "../sitemap-xml.ts";

// The first picture among the page's elements, as the site search shows it (search-pages.ts).
const elementProps = `strict $.** ? (@.type() == "object" && exists(@.props)).props`;
const firstImage = sql<
  string | null
>`jsonb_path_query_first(${terms.document}, ${`${elementProps}.image ? (@.type() == "string")`}) #>> '{}'`;

// terms hold published pages only (drafts live in the builder's tables, decision 010)
const published = (scope: SitemapScope) =>
  and(
    eq(terms.siteId, scope.siteId),
    eq(terms.type, "page"),
    inArray(terms.languageCode, scope.languageCodes),
  );

/** A page's URL: the language's home for the HomePageSlug page, else prefix and slug. */
function pageUrl(scope: SitemapScope, row: { key: string; code: string; slug: string }) {
  const prefix = languages[row.code as LanguageCode]?.prefix ?? "";
  if (row.key === scope.homeSlugMain) return `${scope.origin}${prefix || "/"}`;
  return `${scope.origin}${prefix}/${encodeURI(row.slug)}`;
}

/** Published pages, one document per slugMain (its translations are its languages, decision 002). */
export const pagesKind: SitemapKind = {
  name: "pages",
  tags: (siteId) => [cacheTags.pages(siteId), cacheTags.options(siteId)],
  async count(services, scope) {
    const [row] = await services.db
      .select({ value: countDistinct(terms.slugMain) })
      .from(terms)
      .where(published(scope));
    return Number(row?.value ?? 0);
  },
  async keyAt(services, scope, position) {
    const [row] = await services.db
      .selectDistinct({ slugMain: terms.slugMain })
      .from(terms)
      .where(published(scope))
      .orderBy(asc(terms.slugMain))
      .offset(position)
      .limit(1);
    return row?.slugMain;
  },
  async chunk(services, scope, { after, limit }) {
    const keys = (
      await services.db
        .selectDistinct({ slugMain: terms.slugMain })
        .from(terms)
        .where(
          and(published(scope), typeof after === "string" ? gt(terms.slugMain, after) : undefined),
        )
        .orderBy(asc(terms.slugMain))
        .limit(limit)
    ).map((row) => row.slugMain);
    const rows =
      keys.length === 0
        ? []
        : await services.db
            .select({
              key: terms.slugMain,
              code: terms.languageCode,
              slug: terms.slug,
              updatedAt: terms.updatedAt,
              image: firstImage,
            })
            .from(terms)
            .where(and(published(scope), inArray(terms.slugMain, keys)))
            .orderBy(asc(terms.slugMain), asc(terms.languageCode));
    const entries = groupByKey(rows).map((versions) => ({
      versions: versions.map((row) => ({
        hreflang: hreflangOf(row.code),
        loc: pageUrl(scope, row),
        lastmod: row.updatedAt,
      })),
      // each language's own picture, once
      images: [
        ...new Set(
          versions.flatMap((row) => (row.image && absoluteUrl(scope.origin, row.image)) || []),
        ),
      ],
    }));
    return { entries, last: keys.at(-1), read: keys.length };
  },
};
