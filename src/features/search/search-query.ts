import type { SearchCategory } from "#generated/types.ts";

/** spec 9: the search screen's categories, in tab order (posts join with the blog). */
export const searchTabs: readonly SearchCategory[] = [
  "pages",
  "products",
  "posts",
  "productCategories",
];

/** schemas/requests/site-search.schema.json: the longest search text. */
export const maxSearchLength = 200;

export type SearchQuery = { search: string; category: SearchCategory | undefined; page: number };

const isSearchCategory = (value: string | null): value is SearchCategory =>
  searchTabs.includes(value as SearchCategory);

/**
 * The search state of a search URL (spec 2: the query string carries search, category and page).
 * Anything else is ignored and a bad value falls back, so any URL renders.
 */
export function parseSearchQuery(params: URLSearchParams): SearchQuery {
  const category = params.get("category");
  const page = Number(params.get("page"));
  return {
    search: (params.get("search") ?? "").trim().slice(0, maxSearchLength),
    category: isSearchCategory(category) ? category : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
  };
}

/** The query string of a search state: page 1 and an unset category left out. */
export function searchHref(query: Partial<SearchQuery>): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.category) params.set("category", query.category);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "?";
}
