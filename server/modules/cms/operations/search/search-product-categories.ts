import { type SQL, and, asc, count, desc, eq, sql } from "drizzle-orm";
import { excerptAround } from "#common/highlight.ts";
import type { SearchHit } from "#generated/types.ts";
import { catalogCategories, catalogCategoryTranslations } from "../../../../db/schema.ts";
import type { Services } from "../../../../platform/services.ts";
import { type SearchQuery, type SearchSource, totalOf, totalOver } from "./search-source.ts";
import { textMatch } from "./text-match.ts";

const c = catalogCategories;
const t = catalogCategoryTranslations;

function scopeOf(query: SearchQuery) {
  const match = textMatch({ title: sql`${t.name}`, body: sql`${t.description}` }, query);
  const where = and(
    eq(t.siteId, query.siteId),
    eq(t.languageCode, query.languageCode),
    match?.condition,
  );
  return { match, where };
}

/** Product categories whose name or description in the request's language match (full text). */
export function productCategorySearch(services: Services): SearchSource {
  const countOf = async (where: SQL | undefined) => {
    const [row] = await services.db.select({ n: count() }).from(t).where(where);
    return Number(row?.n ?? 0);
  };
  return {
    async find(query, { isListed }) {
      const { match, where } = scopeOf(query);
      if (!match) return { total: 0, records: [] };
      if (!isListed) return { total: await countOf(where), records: [] };
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
        .orderBy(desc(match.rank), asc(c.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return {
        total: await totalOf(rows, query, () => countOf(where)),
        records: rows.map((row): SearchHit => ({
          type: "productCategory",
          id: row.id,
          slug: row.slug,
          isHome: false,
          title: row.name,
          excerpt: excerptAround(row.description, query.search),
          image: row.image ?? null,
        })),
      };
    },
  };
}
