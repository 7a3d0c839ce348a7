import type { SearchHit } from "#generated/types.ts";

/** A search and the page of results wanted (spec 2 search screen). */
export type SearchQuery = {
  siteId: string;
  languageCode: string;
  search: string;
  page: number;
  limit: number;
};

/** One category of the search (a tab): how many match, and one page of them, best first. */
export type SearchSource = {
  count: (query: SearchQuery) => Promise<number>;
  list: (query: SearchQuery) => Promise<SearchHit[]>;
};
