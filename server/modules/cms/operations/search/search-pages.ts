import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import { excerptAround } from "#common/highlight.ts";
import { elementMeta } from "#generated/element-meta.ts";
import { terms } from "../../../../db/schema.ts";
import type { Services } from "../../../../platform/services.ts";
import { homePageSlug } from "../find-term.ts";
import { offsetOf, rankedSearch, type SearchSource, totalOver } from "./search-source.ts";
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

/** Pages of the request's language whose title, description or elements match (full text). */
export function pageSearch(services: Services): SearchSource {
  return rankedSearch({
    db: services.db,
    table: terms,
    scope: (query) => ({
      match: textMatch({ title: sql`${terms.title}`, body: bodyText }, query),
      where: and(
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
            body: bodyText,
            image: firstImage,
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
          type: "page",
          id: row.id,
          slug: row.slug,
          isHome: row.slugMain === home,
          title: row.title,
          excerpt: excerptAround(String(row.body), query.search),
          image: row.image ? { src: row.image, alt: "" } : null,
        },
      }));
    },
  });
}
