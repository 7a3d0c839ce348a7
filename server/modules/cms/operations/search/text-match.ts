import { type SQL, sql } from "drizzle-orm";
import { searchTextOf } from "#common/search-text.ts";
import { containsPattern } from "../../../catalog/operations/like-pattern.ts";
import { typoSimilarity } from "../../../../db/search-settings.ts";

// PostgreSQL's full text configuration per language. It has no Croatian stemmer; the Serbian
// one stems Latin-script Serbo-Croatian words, Croatian included (decision 016).
const configs: Readonly<Record<string, string>> = {
  hrv: "serbian",
  eng: "english",
  deu: "german",
};

/** The text search configuration of a language (`simple`: no stemming, for any other). */
export const textSearchConfig = (languageCode: string): string => configs[languageCode] ?? "simple";

/** A text column or expression searched by a title and a body. */
export type SearchedText = { title: SQL; body: SQL };

/**
 * A title and body as full text search reads them: the title and the whole text lower case and
 * without diacritics (unaccent; 'kosarica' finds 'košarica'), and both as one vector stemmed by
 * the language's configuration, the title weighted above the body. Pages store theirs when they
 * are written (page-search-text.ts); other rows are read this way at each search.
 */
export type Searchable = { title: SQL; whole: SQL; vector: SQL };

export function searchableOf(searched: SearchedText, languageCode: string): Searchable {
  const config = sql`${textSearchConfig(languageCode)}::regconfig`;
  const title = sql`unaccent(lower(${searched.title}))`;
  const body = sql`unaccent(lower(${searched.body}))`;
  return {
    title,
    whole: sql`(${title} || ' ' || ${body})`,
    vector: sql`(setweight(to_tsvector(${config}, ${title}), 'A')
      || setweight(to_tsvector(${config}, ${body}), 'B'))`,
  };
}

/** What a search adds to a query: the condition a row must meet and its rank (higher first). */
export type TextMatch = { condition: SQL; rank: SQL };

/**
 * Full text search of a searchable title and body in the request's language: stemmed by the
 * language's configuration, or containing the text, or within one typo of it (pg_trgm word
 * similarity, as the product search). Ranked by ts_rank (the title weighted above the body),
 * then by how closely the title matches. Undefined when the text holds nothing searchable.
 */
export function textMatch(
  searchable: Searchable,
  input: { search: string; languageCode: string },
): TextMatch | undefined {
  const text = searchTextOf(input.search);
  if (!text) return undefined;
  const config = sql`${textSearchConfig(input.languageCode)}::regconfig`;
  const query = sql`plainto_tsquery(${config}, ${text})`;
  const pattern = containsPattern(text);
  return {
    condition: sql`(${searchable.vector} @@ ${query} or ${searchable.whole} like ${pattern}
      or word_similarity(${text}, ${searchable.whole}) >= ${typoSimilarity})`,
    rank: sql`(ts_rank(${searchable.vector}, ${query}) + (${searchable.title} like ${pattern})::int
      + word_similarity(${text}, ${searchable.title}))`,
  };
}
