import { and, asc, desc, eq, sql } from "drizzle-orm";
import { excerptAround } from "#common/highlight.ts";
import { terms } from "../../../../db/schema.ts";
import type { Services } from "../../../../platform/services.ts";
import { visiblePosts } from "../../../posts/operations/filter-posts.ts";
import { homePageSlug } from "../find-term.ts";
import { offsetOf, rankedSearch, type SearchSource, totalOver } from "./search-source.ts";
import { textMatch } from "./text-match.ts";

const elementProps = `strict $.** ? (@.type() == "object" && exists(@.props)).props`;

const firstImage = sql<
  string | null
>`jsonb_path_query_first(${terms.document}, ${`${elementProps}.image ? (@.type() == "string")`}) #>> '{}'`;

/**
 * Pages or posts of the request's language whose title, description or elements match (full
 * text), by the search columns written with the page (page-search-text.ts), never its document.
 * A post is found once its time has come (decision 049).
 */
function termSearch(services: Services, type: "page" | "post"): SearchSource {
  return rankedSearch({
    db: services.db,
    table: terms,
    scope: (query) => ({
      match: textMatch(
        {
          title: sql`unaccent(lower(${terms.title}))`,
          whole: sql`${terms.searchText}`,
          vector: sql`${terms.searchVector}`,
        },
        query,
      ),
      where:
        type === "post"
          ? visiblePosts(query, new Date())
          : and(
              eq(terms.siteId, query.siteId),
              eq(terms.languageCode, query.languageCode),
              eq(terms.type, "page"),
            ),
    }),
    async list({ where, rank }, query) {
      const [rows, home] = await Promise.all([
        services.db
          .select({
            id: terms.id,
            slug: terms.slug,
            slugMain: terms.slugMain,
            title: terms.title,
            body: terms.searchBody,
            image: sql<string | null>`coalesce(${terms.cover} ->> 'src', ${firstImage})`,
            total: totalOver,
          })
          .from(terms)
          .where(where)
          .orderBy(desc(rank), asc(terms.id))
          .limit(query.limit)
          .offset(offsetOf(query)),
        homePageSlug(services, query.siteId),
      ]);
      return rows.map((row) => ({
        total: row.total,
        hit: {
          type,
          id: row.id,
          slug: row.slug,
          isHome: type === "page" && row.slugMain === home,
          title: row.title,
          excerpt: excerptAround(row.body, query.search),
          image: row.image ? { src: row.image, alt: "" } : null,
        },
      }));
    },
  });
}

/** The pages tab (spec 2 search). */
export const pageSearch = (services: Services): SearchSource => termSearch(services, "page");

/** The posts tab (spec 2, 9 search categories): the blog's visible posts. */
export const postSearch = (services: Services): SearchSource => termSearch(services, "post");
