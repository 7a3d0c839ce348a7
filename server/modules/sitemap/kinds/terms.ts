import { and, asc, countDistinct, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { languages, type LanguageCode } from "#generated/languages.ts";
import { routes } from "#generated/routes.ts";
import { terms } from "../../../db/schema.ts";
import { cacheTags } from "../../../platform/cache-keys.ts";
import {
  groupByKey,
  hreflangOf,
  localisedUrl,
  type SitemapKind,
  type SitemapScope,
} from "../sitemap-kind.ts";
import { absoluteUrl } from "../sitemap-xml.ts";

// The first picture among the page's elements, as the site search shows it (search-pages.ts).
const elementProps = `strict $.** ? (@.type() == "object" && exists(@.props)).props`;
const firstImage = sql<
  string | null
>`jsonb_path_query_first(${terms.document}, ${`${elementProps}.image ? (@.type() == "string")`}) #>> '{}'`;

// A post's cover, else its first picture
const coverOrFirstImage = sql<string | null>`coalesce(${terms.cover} ->> 'src', ${firstImage})`;

type Row = { key: string; code: string; slug: string };

/** What sets a kind of terms apart: its type, what of it visitors see, its URL, its picture. */
type TermsOf = {
  name: string;
  type: string;
  visible?: () => SQL;
  url: (scope: SitemapScope, row: Row) => string | undefined;
  image: SQL<string | null>;
};

/**
 * Terms of one type, one document per slugMain (its translations are its languages, decision
 * 002). Terms hold published documents only (drafts live in the builder's tables, decision 010).
 */
function termsKind(of: TermsOf): SitemapKind {
  const published = (scope: SitemapScope) =>
    and(
      eq(terms.siteId, scope.siteId),
      eq(terms.type, of.type),
      inArray(terms.languageCode, scope.languageCodes),
      of.visible?.(),
    );
  return {
    name: of.name,
    // posts and pages are written under the pages' tag (save-post.ts)
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
            and(
              published(scope),
              typeof after === "string" ? gt(terms.slugMain, after) : undefined,
            ),
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
                image: of.image,
              })
              .from(terms)
              .where(and(published(scope), inArray(terms.slugMain, keys)))
              .orderBy(asc(terms.slugMain), asc(terms.languageCode));
      const entries = groupByKey(rows).map((versions) => ({
        versions: versions.flatMap((row) => {
          const loc = of.url(scope, row);
          return loc ? [{ hreflang: hreflangOf(row.code), loc, lastmod: row.updatedAt }] : [];
        }),
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
}

/** A page's URL: the language's home for the HomePageSlug page, else prefix and slug. */
function pageUrl(scope: SitemapScope, row: Row) {
  const prefix = languages[row.code as LanguageCode]?.prefix ?? "";
  if (row.key === scope.homeSlugMain) return `${scope.origin}${prefix || "/"}`;
  return `${scope.origin}${prefix}/${encodeURI(row.slug)}`;
}

const blogPath = routes.entries.find((entry) => entry.id === "blog")!.paths;

/** Published pages. */
export const pagesKind = termsKind({
  name: "pages",
  type: "page",
  url: pageUrl,
  image: firstImage,
});

/**
 * Posts whose time has come (decision 049), at the blog's route (/objave/{slug}): a scheduled
 * one joins when a file is made again after its time (the cache keeps a file five minutes).
 */
export const postsKind = termsKind({
  name: "posts",
  type: "post",
  visible: () => lte(terms.publishedAt, new Date()),
  url: (scope, row) => localisedUrl(scope, { code: row.code, path: blogPath, slug: row.slug }),
  image: coverOrFirstImage,
});
