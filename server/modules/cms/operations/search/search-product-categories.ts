import { and, asc, desc, eq, sql } from "drizzle-orm";
import { excerptAround } from "#common/highlight.ts";
import { catalogCategories, catalogCategoryTranslations } from "../../../../db/schema.ts";
import type { Services } from "../../../../platform/services.ts";
import { offsetOf, rankedSearch, type SearchSource, totalOver } from "./search-source.ts";
import { searchableOf, textMatch } from "./text-match.ts";

const c = catalogCategories;
const t = catalogCategoryTranslations;

/** Product categories whose name or description in the request's language match (full text). */
export function productCategorySearch(services: Services): SearchSource {
  return rankedSearch({
    db: services.db,
    table: t,
    scope: (query) => ({
      match: textMatch(
        searchableOf({ title: sql`${t.name}`, body: sql`${t.description}` }, query.languageCode),
        query,
      ),
      where: and(eq(t.siteId, query.siteId), eq(t.languageCode, query.languageCode)),
    }),
    async list({ where, rank }, query) {
      const rows = await services.db
        .select({
          id: c.id,
          image: c.image,
          slug: t.slug,
          name: t.name,
          description: t.description,
          total: totalOver,
        })
        .from(t)
        .innerJoin(c, eq(c.id, t.categoryId))
        .where(where)
        .orderBy(desc(rank), asc(c.id))
        .limit(query.limit)
        .offset(offsetOf(query));
      return rows.map((row) => ({
        total: row.total,
        hit: {
          type: "productCategory",
          id: row.id,
          slug: row.slug,
          isHome: false,
          title: row.name,
          excerpt: excerptAround(row.description, query.search),
          image: row.image ?? null,
        },
      }));
    },
  });
}
