import { type SQL, and, count, desc, asc, eq, sql } from "drizzle-orm";
import { excerptAround } from "#common/highlight.ts";
import { elementMeta } from "#generated/element-meta.ts";
import type { SearchHit } from "#generated/types.ts";
import { terms } from "../../../../db/schema.ts";
import type { Services } from "../../../../platform/services.ts";
import { homePageSlug } from "../find-term.ts";
import { type SearchQuery, type SearchSource, totalOf, totalOver } from "./search-source.ts";
import { textMatch } from "./text-match.ts";

// The text of a page is what its elements say: the props that differ per language (headings,
// paragraphs, captions, button labels), found at any depth of the tree (slots).
const textProps = [
  ...new Set(
    Object.values(elementMeta)
      .filter((meta) => meta.kind === "content")
      .flatMap((meta) => meta.localised),
  ),
].filter((prop) => prop !== "anchor");
const textPropList = sql`${`{${textProps.join(",")}}`}::text[]`;

const elementProps = `strict $.** ? (@.type() == "object" && exists(@.props)).props`;
// string leaves of a prop, leaving out links and picture paths
const textLeaves = `strict $.** ? (@.type() == "string" && !(@ starts with "/")
  && !(@ starts with "http") && !(@ starts with "#") && !(@ starts with "mailto:")
  && !(@ starts with "tel:"))`;

/** A page's words: its description and its elements' text, HTML tags dropped. */
const bodyText: SQL = sql`(${terms.description} || ' ' || coalesce((
  select string_agg(regexp_replace(leaf #>> '{}', '<[^>]*>', ' ', 'g'), ' ')
  from jsonb_path_query(${terms.document}, ${elementProps}) as props,
    jsonb_each(props) as prop,
    jsonb_path_query(prop.value, ${textLeaves}) as leaf
  where prop.key = any(${textPropList})), ''))`;

const firstImage = sql<
  string | null
>`jsonb_path_query_first(${terms.document}, ${`${elementProps}.image ? (@.type() == "string")`}) #>> '{}'`;

function scopeOf(query: SearchQuery) {
  const match = textMatch({ title: sql`${terms.title}`, body: bodyText }, query);
  const where = and(
    eq(terms.siteId, query.siteId),
    eq(terms.languageCode, query.languageCode),
    eq(terms.type, "page"),
    match?.condition,
  );
  return { match, where };
}

/** Pages of the request's language whose title, description or elements match (full text). */
export function pageSearch(services: Services): SearchSource {
  const countOf = async (where: SQL | undefined) => {
    const [row] = await services.db.select({ n: count() }).from(terms).where(where);
    return Number(row?.n ?? 0);
  };
  return {
    async find(query, { isListed }) {
      const { match, where } = scopeOf(query);
      if (!match) return { total: 0, records: [] };
      if (!isListed) return { total: await countOf(where), records: [] };
      const [rows, home] = await Promise.all([
        services.db
          .select({
            id: terms.id,
            slug: terms.slug,
            slugMain: terms.slugMain,
            title: terms.title,
            body: bodyText,
            image: firstImage,
            total: totalOver,
          })
          .from(terms)
          .where(where)
          .orderBy(desc(match.rank), asc(terms.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        homePageSlug(services, query.siteId),
      ]);
      return {
        total: await totalOf(rows, query, () => countOf(where)),
        records: rows.map((row): SearchHit => ({
          type: "page",
          id: row.id,
          slug: row.slug,
          isHome: row.slugMain === home,
          title: row.title,
          excerpt: excerptAround(String(row.body), query.search),
          image: row.image ? { src: row.image, alt: "" } : null,
        })),
      };
    },
  };
}
