import type { ProductFilterItem, ProductSort } from "#generated/types.ts";
import { productSorts } from "#common/product-sorts.ts";

/** spec 9: page sizes 12 or 24, default 12. */
export const pageSizes = [12, 24] as const;

/** Query keys of the list itself; every other key names an attribute filter (spec 2, 4). */
const listKeys = new Set(["page", "limit", "sort", "discount", "featured", "q"]);
const codePattern = /^[a-z][A-Za-z0-9]{0,49}$/;
const boundPattern = /^(?:-?\d{1,12}(?:\.\d{1,4})?|\d{4}-\d{2}-\d{2})?$/;
const rangeSeparator = "~";

export type ListQuery = {
  page: number;
  limit: (typeof pageSizes)[number];
  sort: ProductSort | undefined;
  discount: boolean;
  featured: boolean;
  filters: ProductFilterItem[];
};

/**
 * spec 4: "a two-value range with a zero bound is omitted". A bound is zero when it reads as the
 * number 0 (0, "0", "0.00"); an open bound (null, "") and a date never are.
 */
function hasZeroBound(values: readonly (number | string | null)[]): boolean {
  return values.some((value) => value !== null && value !== "" && Number(value) === 0);
}

function bound(text: string): number | string | null {
  if (text === "") return null;
  return /^\d{4}-/.test(text) ? text : Number(text);
}

/**
 * The list state of a shop URL (spec 4): page, limit, sort, discount, featured and attribute
 * filters by code, their values comma-separated ("grapeVariety=3,5"), yes/no as strings, ranges
 * as "min~max" with an open bound left empty ("price=~20"); a range with a zero bound
 * ("price=0~20") is left out (spec 4). Values that cannot be filters are left out, so any URL
 * renders.
 */
export function parseListQuery(search: URLSearchParams): ListQuery {
  const page = Number(search.get("page"));
  const limit = Number(search.get("limit"));
  const sort = search.get("sort") as ProductSort | null;
  const filters: ProductFilterItem[] = [];
  // the filter form without JavaScript sends a range as two fields, <code>-min and <code>-max
  const merged = new URLSearchParams();
  for (const [key, value] of search) {
    const edge = /^(.+)-(min|max)$/.exec(key);
    if (!edge?.[1]) merged.append(key, value);
    else if (value !== "") {
      const [min = "", max = ""] = (merged.get(edge[1]) ?? rangeSeparator).split(rangeSeparator);
      merged.set(
        edge[1],
        edge[2] === "min" ? `${value}${rangeSeparator}${max}` : `${min}${rangeSeparator}${value}`,
      );
    }
  }
  const keys = [...new Set(merged.keys())].filter((key) => !listKeys.has(key)).slice(0, 30);
  for (const key of keys) {
    if (!codePattern.test(key)) continue;
    // a form without JavaScript repeats the key; with JavaScript the values are comma-separated
    const parts = merged
      .getAll(key)
      .flatMap((value) => value.split(","))
      .filter(Boolean);
    if (parts.length === 0) continue;
    const [first = ""] = parts;
    if (first.includes(rangeSeparator)) {
      const [min = "", max = ""] = first.split(rangeSeparator);
      if (!boundPattern.test(min) || !boundPattern.test(max) || (min === "" && max === ""))
        continue;
      const value = [bound(min), bound(max)];
      if (hasZeroBound(value)) continue;
      filters.push({ key, value, range: true });
    } else if (parts.every((part) => part === "yes" || part === "no")) {
      filters.push({ key, value: parts.length === 1 ? first : parts });
    } else if (parts.every((part) => /^\d{1,10}$/.test(part))) {
      filters.push({ key, value: parts.slice(0, 200).map(Number) });
    }
  }
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100000 ? page : 1,
    limit: limit === 24 ? 24 : 12,
    sort: sort && productSorts.includes(sort) ? sort : undefined,
    discount: search.get("discount") === "true",
    featured: search.get("featured") === "true",
    filters,
  };
}

/**
 * The URL search of a list state (spec 4): empty parts left out, arrays comma-separated, and a
 * range left out when it is open at both ends or one of its two bounds is zero.
 */
export function listSearch(query: Partial<ListQuery>): string {
  const search = new URLSearchParams();
  for (const filter of query.filters ?? []) {
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (filter.range) {
      const [min = null, max = null] = values;
      if (min === null && max === null) continue;
      if (hasZeroBound([min, max])) continue;
      search.set(filter.key, `${min ?? ""}${rangeSeparator}${max ?? ""}`);
    } else if (values.length > 0) search.set(filter.key, values.join(","));
  }
  if (query.discount) search.set("discount", "true");
  if (query.featured) search.set("featured", "true");
  if (query.sort) search.set("sort", query.sort);
  if (query.limit && query.limit !== 12) search.set("limit", String(query.limit));
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** spec 9: the numbered pages around the current one, at most `window` (9) of them. */
export function pageWindow(page: number, totalPages: number, window = 9): number[] {
  if (totalPages <= 0) return [];
  const half = Math.floor(window / 2);
  const start = Math.max(1, Math.min(page - half, totalPages - window + 1));
  const end = Math.min(totalPages, start + window - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
