import { type SQL, and, count, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SearchHit } from "#generated/types.ts";
import type { Db } from "../../../../db/client.ts";
import type { TextMatch } from "./text-match.ts";

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

/** A row of a listed page: its hit, and the number of matches beside it (`totalOver`). */
export type RankedRow = { total: number | string; hit: SearchHit };

/**
 * A search of one table's rows by full text (pages, product categories): no searchable text
 * finds nothing; a tab that is not listed only counts; a listed one reads one page, best first.
 */
export function rankedSearch(source: {
  db: Db;
  /** The table counted (the one whose rows match `where`). */
  table: PgTable;
  /** The rows of the query's site and language, and the text match (undefined: nothing to find). */
  scope: (query: SearchQuery) => { match: TextMatch | undefined; where: SQL | undefined };
  /** One page of matching rows, best first (`orderBy` the rank, `limit` and `offset` applied). */
  list: (scope: { where: SQL | undefined; rank: SQL }, query: SearchQuery) => Promise<RankedRow[]>;
}): SearchSource {
  const countOf = async (where: SQL | undefined) => {
    const [row] = await source.db.select({ n: count() }).from(source.table).where(where);
    return Number(row?.n ?? 0);
  };
  return {
    async find(query, { isListed }) {
      const { match, where: scoped } = source.scope(query);
      if (!match) return { total: 0, records: [] };
      const where = and(scoped, match.condition);
      if (!isListed) return { total: await countOf(where), records: [] };
      const rows = await source.list({ where, rank: match.rank }, query);
      return {
        total: await totalOf(rows, query, () => countOf(where)),
        records: rows.map((row) => row.hit),
      };
    },
  };
}

/** The offset of the query's page. */
export const offsetOf = (query: SearchQuery): number => (query.page - 1) * query.limit;
