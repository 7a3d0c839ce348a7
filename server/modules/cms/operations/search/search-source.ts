import { sql } from "drizzle-orm";
import type { SearchHit } from "#generated/types.ts";

/** A search and the page of results wanted (spec 2 search screen). */
export type SearchQuery = {
  siteId: string;
  languageCode: string;
  search: string;
  page: number;
  limit: number;
};

/** What a category found: how many match, and one page of them, best first (when listed). */
export type SearchFound = { total: number; records: SearchHit[] };

/** One category of the search (a tab). */
export type SearchSource = {
  find: (query: SearchQuery, options: { isListed: boolean }) => Promise<SearchFound>;
};

/** The number of matching rows beside each listed row (one query for the page and its total). */
export const totalOver = sql<number>`count(*) over ()`;

/**
 * The total of a listed page: read off its rows, or counted when the page is past the last one
 * (no rows to read it from).
 */
export async function totalOf(
  rows: readonly { total: number | string }[],
  query: SearchQuery,
  count: () => Promise<number>,
): Promise<number> {
  const [first] = rows;
  if (first) return Number(first.total);
  return query.page === 1 ? 0 : count();
}
