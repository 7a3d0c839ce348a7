/** 'Load more' shows at most this many pages at once; a longer URL starts at the last ones. */
const maxShownPages = 10;

/** The list state of a blog URL: `?page=` the last page shown, `?from=` the first (load more). */
export type BlogQuery = { page: number; from: number };

const pageNumber = (value: string | null): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : 1;
};

/** Reads the blog's list query; values that cannot be pages read as the first page. */
export function parseBlogQuery(search: URLSearchParams): BlogQuery {
  const page = pageNumber(search.get("page"));
  const from = Math.min(pageNumber(search.get("from") ?? String(page)), page);
  return { page, from: Math.max(from, page - maxShownPages + 1) };
}

/** The query string of a list state ("" for the first page). */
export function blogSearch(query: BlogQuery): string {
  const search = new URLSearchParams();
  if (query.from !== query.page) search.set("from", String(query.from));
  if (query.page !== 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
