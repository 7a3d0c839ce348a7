import type { ProductSort } from "#generated/types.ts";
import type { FacetIndex } from "./facet-index.ts";

/** What an in-memory order reads besides the facet index (decision 030). */
export type OrderData = {
  index: FacetIndex;
  /** by position: the keyword relevance (a search without a chosen sort) */
  relevance?: Float64Array | undefined;
  /** by position: the rank of the name in the request's language (name sorts) */
  nameRank?: Float64Array | undefined;
};

type Compare = (a: number, b: number) => number;

/**
 * product-query.ts's orders over index positions (ascending position is ascending id): the spec 9
 * sorts with ties newest first, and relevance first when a search has no chosen sort.
 */
export function compareOf(sort: ProductSort | "relevance", data: OrderData): Compare {
  const by = (values: ArrayLike<number> | undefined, direction: 1 | -1): Compare => {
    if (!values) throw new Error(`the ${sort} order needs its values`);
    return (a, b) => direction * (values[a]! - values[b]!) || b - a;
  };
  switch (sort) {
    case "relevance":
      return by(data.relevance, -1);
    case "oldest":
      return (a, b) => a - b;
    case "newest":
      return (a, b) => b - a;
    case "priceAsc":
      return by(data.index.price, 1);
    case "priceDesc":
      return by(data.index.price, -1);
    case "nameAsc":
      return by(data.nameRank, 1);
    case "nameDesc":
      return by(data.nameRank, -1);
    case "priorityAsc":
      return by(data.index.categoryPriority, 1);
    case "priorityDesc":
      return by(data.index.categoryPriority, -1);
  }
}

/**
 * The positions `offset` to `offset + limit` of `positions` in the order of `compare`, without
 * sorting them all: a bounded heap keeps the first `offset + limit` (the usual first pages of a
 * long list cost one pass).
 */
export function pageOfPositions(
  positions: Int32Array,
  compare: Compare,
  offset: number,
  limit: number,
): Int32Array {
  const keep = Math.min(offset + limit, positions.length);
  if (offset >= positions.length || keep === 0) return new Int32Array(0);
  if (keep * 4 >= positions.length)
    return Int32Array.from(positions).sort(compare).subarray(offset, keep);
  // a heap whose root is the last of the kept ones (the greatest under compare)
  const heap = new Int32Array(keep);
  let size = 0;
  const sink = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < size && compare(heap[left]!, heap[largest]!) > 0) largest = left;
      if (right < size && compare(heap[right]!, heap[largest]!) > 0) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest]!, heap[at]!];
      at = largest;
    }
  };
  for (const position of positions) {
    if (size < keep) {
      let at = size;
      heap[size] = position;
      size += 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at]!, heap[parent]!) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (compare(position, heap[0]!) < 0) {
      heap[0] = position;
      sink(0);
    }
  }
  return heap.sort(compare).subarray(offset, keep);
}

/**
 * A page of listed positions (ascending) in a list's order: newest and oldest are the listed
 * positions read backwards or forwards; other orders pick the page by `compare`.
 */
export function orderedPage(
  listed: Int32Array,
  sort: ProductSort | "relevance",
  data: OrderData,
  offset: number,
  limit: number,
): Int32Array {
  if (sort === "oldest") return listed.subarray(offset, offset + limit);
  if (sort === "newest") {
    const end = Math.max(0, listed.length - offset);
    return listed.slice(Math.max(0, end - limit), end).reverse();
  }
  return pageOfPositions(listed, compareOf(sort, data), offset, limit);
}
