import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { catalogProducts } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import type { ProductFilter } from "./product-filters.ts";
import type { ListScope } from "./product-query.ts";

const p = catalogProducts;

/**
 * The listed products of a site as columns in memory (decision 025): what layered counts read.
 * A list of ints per product is one flat array and the offsets of each product's run in it.
 */
export type FacetIndex = {
  size: number;
  ids: Int32Array;
  isFeatured: Uint8Array;
  isDiscounted: Uint8Array;
  /** 0: none */
  mainCategory: Int32Array;
  categories: IntLists;
  tags: IntLists;
  options: IntLists;
  /** The largest option id in `options` (counts are kept in an array indexed by option id). */
  maxOptionId: number;
  price: Float64Array;
  /** By attribute id: each product's number or date value, NaN for none. */
  numbers: Map<number, Float64Array>;
};

type IntLists = { start: Int32Array; values: Int32Array };

function intLists(lists: readonly (readonly number[])[]): IntLists {
  const start = new Int32Array(lists.length + 1);
  let length = 0;
  lists.forEach((list, index) => {
    start[index] = length;
    length += list.length;
  });
  start[lists.length] = length;
  const values = new Int32Array(length);
  lists.forEach((list, index) => values.set(list, start[index]));
  return { start, values };
}

/** Reads a site's listed products (never archived, individually visible: spec 9) into columns. */
export async function buildFacetIndex(
  services: Pick<Services, "db">,
  siteId: string,
): Promise<FacetIndex> {
  const rows = await services.db
    .select({
      id: p.id,
      isFeatured: p.isFeatured,
      discount: p.discount,
      mainCategoryId: p.mainCategoryId,
      categoryIds: p.categoryIds,
      tagIds: p.tagIds,
      optionIds: p.optionIds,
      finalPrice: p.finalPrice,
      numberValues: p.numberValues,
    })
    .from(p)
    .where(and(eq(p.siteId, siteId), eq(p.isArchived, false), eq(p.isVisibleIndividually, true)))
    .orderBy(asc(p.id));
  const size = rows.length;
  const numbers = new Map<number, Float64Array>();
  rows.forEach((row, index) => {
    for (const [key, value] of Object.entries(row.numberValues)) {
      const attributeId = Number(key);
      let column = numbers.get(attributeId);
      if (!column) numbers.set(attributeId, (column = new Float64Array(size).fill(Number.NaN)));
      column[index] = Number(value);
    }
  });
  const options = intLists(rows.map((row) => row.optionIds));
  return {
    size,
    ids: Int32Array.from(rows, (row) => row.id),
    isFeatured: Uint8Array.from(rows, (row) => (row.isFeatured ? 1 : 0)),
    isDiscounted: Uint8Array.from(rows, (row) => (row.discount > 0 ? 1 : 0)),
    mainCategory: Int32Array.from(rows, (row) => row.mainCategoryId ?? 0),
    categories: intLists(rows.map((row) => row.categoryIds)),
    tags: intLists(rows.map((row) => row.tagIds)),
    options,
    maxOptionId: options.values.reduce((most, id) => Math.max(most, id), 0),
    price: Float64Array.from(rows, (row) => Number(row.finalPrice)),
    numbers,
  };
}

type Held = { marker: string; index: Promise<FacetIndex>; isReady: boolean };
const held = new Map<string, Held>();

/**
 * The site's facet index, built again after any catalogue write, on every instance: a marker
 * entry in the shared cache under the catalogue's tag names the build; a write drops the tag, the
 * next call makes a new marker, and every process whose index carries another marker rebuilds.
 * Concurrent calls share one build. With `wait: false` a call does not wait for a build under
 * way: it gets undefined and counts another way meanwhile.
 */
export async function facetIndexOf(
  services: Pick<Services, "db" | "cache">,
  siteId: string,
  options: { wait?: boolean } = {},
): Promise<FacetIndex | undefined> {
  const marker = await services.cache.getOrLoad(cacheKeys.catalogFacetIndex(siteId), () =>
    Promise.resolve(randomUUID()),
  );
  let current = held.get(siteId);
  if (current?.marker !== marker) {
    const index = buildFacetIndex(services, siteId);
    const building: Held = { marker, index, isReady: false };
    current = building;
    held.set(siteId, building);
    index.then(
      () => {
        building.isReady = true;
      },
      () => {
        if (held.get(siteId) === building) held.delete(siteId);
      },
    );
  }
  if (options.wait === false && !current.isReady) return undefined;
  return current.index;
}

function overlaps(lists: IntLists, at: number, wanted: ReadonlySet<number>): boolean {
  for (let position = lists.start[at]!; position < lists.start[at + 1]!; position += 1)
    if (wanted.has(lists.values[position]!)) return true;
  return false;
}

/** The products of the scope (its non-facet narrowing), as positions in the index. */
function scopePositions(index: FacetIndex, scope: ListScope): Int32Array {
  const categories = scope.categories?.length ? new Set(scope.categories) : undefined;
  const idSets = scope.filters.flatMap((filter) =>
    filter.kind === "ids" ? [new Set(filter.ids)] : [],
  );
  const tagSets = scope.filters.flatMap((filter) =>
    filter.kind === "tags" ? [new Set(filter.ids)] : [],
  );
  const positions = new Int32Array(index.size);
  let length = 0;
  for (let at = 0; at < index.size; at += 1) {
    if (scope.featured === true && index.isFeatured[at] === 0) continue;
    if (scope.discount === true && index.isDiscounted[at] === 0) continue;
    if (scope.mainCategory !== undefined && index.mainCategory[at] !== scope.mainCategory) continue;
    if (categories && !overlaps(index.categories, at, categories)) continue;
    if (idSets.some((ids) => !ids.has(index.ids[at]!))) continue;
    if (tagSets.some((tags) => !overlaps(index.tags, at, tags))) continue;
    positions[length] = at;
    length += 1;
  }
  return positions.subarray(0, length);
}

type Facet =
  | { attributeId: number; kind: "options"; optionIds: ReadonlySet<number> }
  | { attributeId: number | "price"; kind: "range"; min: number | null; max: number | null };

/** The facet filters in the order of product-query.ts's facetFilters (the same bits). */
function facetsOf(filters: readonly ProductFilter[]): Facet[] {
  return filters.flatMap((filter): Facet[] => {
    if (filter.kind === "options")
      return [
        { attributeId: filter.attribute.id, kind: "options", optionIds: new Set(filter.optionIds) },
      ];
    if (filter.kind === "range")
      return [
        {
          attributeId: filter.attribute === "price" ? "price" : filter.attribute.id,
          kind: "range",
          min: filter.min,
          max: filter.max,
        },
      ];
    return [];
  });
}

const inRange = (value: number, min: number | null, max: number | null): boolean =>
  !Number.isNaN(value) && (min === null || value >= min) && (max === null || value <= max);

/** A range's figures under every facet but its own: min, max and how many have a value. */
export type RangeFigures = { min: number | null; max: number | null; n: number };

/**
 * Layered counts in memory, the same figures as layeredNavigation's two queries: every option's
 * count under the facets of the other attributes (disjunctive), each range's min, max and count
 * under the facets but its own, and the total under all of them.
 */
export function countFacets(
  index: FacetIndex,
  input: {
    scope: ListScope;
    /** option id -> the bits of its attribute's facets (absent when that attribute is not chosen) */
    optionBits: ReadonlyMap<number, number>;
    /** the ranges to figure: their name, attribute and the bits of their own facets */
    ranges: readonly { name: string; attributeId: number | "price"; bits: number }[];
  },
): { optionCounts: Map<number, number>; ranges: Map<string, RangeFigures>; total: number } {
  const facets = facetsOf(input.scope.filters);
  const full = facets.reduce((bits, _facet, at) => bits | (1 << at), 0);
  const columnOf = (attributeId: number | "price") =>
    attributeId === "price" ? index.price : index.numbers.get(attributeId);
  const ranges = input.ranges.map((range) => ({
    ...range,
    column: columnOf(range.attributeId),
    figures: { min: null as number | null, max: null as number | null, n: 0 },
  }));
  // by option id, in arrays: the hot loop below runs once per option of every listed product
  const size = index.maxOptionId + 1;
  const facetBitsOfOption = new Int32Array(size);
  const rangeFacets: {
    bit: number;
    column: Float64Array | undefined;
    min: number | null;
    max: number | null;
  }[] = [];
  facets.forEach((facet, bit) => {
    if (facet.kind === "range")
      rangeFacets.push({
        bit,
        column: columnOf(facet.attributeId),
        min: facet.min,
        max: facet.max,
      });
    else
      for (const optionId of facet.optionIds)
        if (optionId < size) facetBitsOfOption[optionId]! |= 1 << bit;
  });
  const bitsOfOption = new Int32Array(size);
  for (const [optionId, bits] of input.optionBits)
    if (optionId < size) bitsOfOption[optionId] = bits;
  const counts = new Int32Array(size);
  const { start, values } = index.options;
  let total = 0;
  for (const at of scopePositions(index, input.scope)) {
    const first = start[at]!;
    const end = start[at + 1]!;
    // an option facet is met by any of the product's options in it
    let mask = 0;
    for (let position = first; position < end; position += 1)
      mask |= facetBitsOfOption[values[position]!]!;
    for (const range of rangeFacets)
      if (inRange(range.column?.[at] ?? Number.NaN, range.min, range.max)) mask |= 1 << range.bit;
    if (mask === full) total += 1;
    for (let position = first; position < end; position += 1) {
      const optionId = values[position]!;
      if ((mask | bitsOfOption[optionId]!) === full) counts[optionId]! += 1;
    }
    for (const range of ranges) {
      if ((mask | range.bits) !== full) continue;
      const value = range.column?.[at] ?? Number.NaN;
      if (Number.isNaN(value)) continue;
      const figures = range.figures;
      figures.n += 1;
      if (figures.min === null || value < figures.min) figures.min = value;
      if (figures.max === null || value > figures.max) figures.max = value;
    }
  }
  const optionCounts = new Map<number, number>();
  counts.forEach((n, optionId) => {
    if (n > 0) optionCounts.set(optionId, n);
  });
  return {
    optionCounts,
    ranges: new Map(ranges.map((range) => [range.name, range.figures])),
    total,
  };
}
