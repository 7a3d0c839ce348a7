import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "../../../db/rows-of.ts";
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
  /** option ids (counts are kept in arrays indexed by option id, up to options.largest) */
  options: IntLists;
  price: Float64Array;
  categoryPriority: Int32Array;
  /** By attribute id: each product's number or date value, NaN for none. */
  numbers: Map<number, Float64Array>;
};

/**
 * A list of ints per row: the runs of one flat array, row i from start[i] to start[i + 1], and
 * the largest value (flags and counts by value are arrays that long).
 */
export type IntLists = { start: Int32Array; values: Int32Array; largest: number };

export function intLists(lists: readonly (readonly number[])[]): IntLists {
  const start = new Int32Array(lists.length + 1);
  let length = 0;
  lists.forEach((list, index) => {
    start[index] = length;
    length += list.length;
  });
  start[lists.length] = length;
  const values = new Int32Array(length);
  lists.forEach((list, index) => values.set(list, start[index]));
  return { start, values, largest: values.reduce((most, value) => Math.max(most, value), 0) };
}

/**
 * Int lists sent as text ("3,14,15"): read digit by digit into one flat array, without the
 * driver's array parsing or a JavaScript array per row (half of a build at 100,000 products).
 */
function intListsOfText(texts: readonly string[]): IntLists {
  const start = new Int32Array(texts.length + 1);
  let length = 0;
  texts.forEach((text, row) => {
    start[row] = length;
    if (text === "") return;
    length += 1;
    for (let at = 0; at < text.length; at += 1) if (text.charCodeAt(at) === 44) length += 1;
  });
  start[texts.length] = length;
  const values = new Int32Array(length);
  let largest = 0;
  let next = 0;
  for (const text of texts) {
    if (text === "") continue;
    let value = 0;
    for (let at = 0; at <= text.length; at += 1) {
      const code = at < text.length ? text.charCodeAt(at) : 44;
      if (code !== 44) {
        value = value * 10 + code - 48;
        continue;
      }
      values[next] = value;
      next += 1;
      if (value > largest) largest = value;
      value = 0;
    }
  }
  return { start, values, largest };
}

type FacetRow = {
  id: number;
  featured: boolean;
  discounted: boolean;
  main: number | null;
  categories: string;
  tags: string;
  options: string;
  price: number | string;
  priority: number;
  numbers: string;
};

/** Reads a site's listed products (never archived, individually visible: spec 9) into columns. */
export async function buildFacetIndex(
  services: Pick<Services, "db">,
  siteId: string,
): Promise<FacetIndex> {
  const rows = await rowsOf<FacetRow>(
    services.db,
    sql`select ${p.id} as id, ${p.isFeatured} as featured, ${p.discount} > 0 as discounted,
        ${p.mainCategoryId} as main, array_to_string(${p.categoryIds}, ',') as categories,
        array_to_string(${p.tagIds}, ',') as tags, array_to_string(${p.optionIds}, ',') as options,
        ${p.finalPrice}::float8 as price, ${p.categoryPriority} as priority,
        ${p.numberValues}::text as numbers
      from ${p}
      where ${and(eq(p.siteId, siteId), eq(p.isArchived, false), eq(p.isVisibleIndividually, true))}
      order by ${p.id}`,
  );
  const size = rows.length;
  const numbers = new Map<number, Float64Array>();
  rows.forEach((row, index) => {
    if (row.numbers === "{}") return;
    for (const [key, value] of Object.entries(JSON.parse(row.numbers) as Record<string, number>)) {
      const attributeId = Number(key);
      let column = numbers.get(attributeId);
      if (!column) numbers.set(attributeId, (column = new Float64Array(size).fill(Number.NaN)));
      column[index] = Number(value);
    }
  });
  return {
    size,
    ids: Int32Array.from(rows, (row) => Number(row.id)),
    isFeatured: Uint8Array.from(rows, (row) => (row.featured ? 1 : 0)),
    isDiscounted: Uint8Array.from(rows, (row) => (row.discounted ? 1 : 0)),
    mainCategory: Int32Array.from(rows, (row) => row.main ?? 0),
    categories: intListsOfText(rows.map((row) => row.categories)),
    tags: intListsOfText(rows.map((row) => row.tags)),
    options: intListsOfText(rows.map((row) => row.options)),
    price: Float64Array.from(rows, (row) => Number(row.price)),
    categoryPriority: Int32Array.from(rows, (row) => row.priority),
    numbers,
  };
}

type Held = { marker: string; index: Promise<FacetIndex>; isReady: boolean };
const noop = () => undefined;
/** By site: settles when the build under way, if any, is done. */
const turns = new Map<string, Promise<void>>();
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
    // one build at a time per site: under a burst of writes a build waits for the one under
    // way, and a build that a newer marker replaced meanwhile does not run (its callers get the
    // newer one). The callbacks run as promise reactions, after `started` below is held.
    const work = (turns.get(siteId) ?? Promise.resolve()).then(() =>
      held.get(siteId) === started ? buildFacetIndex(services, siteId) : undefined,
    );
    turns.set(siteId, work.then(noop, noop));
    const index = work.then(
      (built) => built ?? held.get(siteId)?.index ?? buildFacetIndex(services, siteId),
    );
    const started: Held = { marker, index, isReady: false };
    held.set(siteId, started);
    current = started;
    index.then(
      () => {
        started.isReady = true;
      },
      () => {
        if (held.get(siteId) === started) held.delete(siteId);
      },
    );
  }
  if (options.wait === false && !current.isReady) return undefined;
  return current.index;
}

/** A set of ids as flags indexed by id: checked once per listed product's id, in a hot loop. */
function flagsOf(ids: readonly number[], lists: IntLists): Uint8Array {
  const largest = lists.largest;
  const flags = new Uint8Array(largest + 1);
  for (const id of ids) if (Number.isInteger(id) && id >= 0 && id <= largest) flags[id] = 1;
  return flags;
}

function overlaps(lists: IntLists, at: number, wanted: Uint8Array): boolean {
  for (let position = lists.start[at]!; position < lists.start[at + 1]!; position += 1)
    if (wanted[lists.values[position]!] === 1) return true;
  return false;
}

/**
 * The products of the scope (its non-facet narrowing), as positions in the index; only among
 * `within` (ascending positions: a keyword search's matches) when given.
 */
function scopePositions(index: FacetIndex, scope: ListScope, within?: Int32Array): Int32Array {
  const categories = scope.categories?.length
    ? flagsOf(scope.categories, index.categories)
    : undefined;
  const idSets = scope.filters.flatMap((filter) =>
    filter.kind === "ids" ? [new Set(filter.ids)] : [],
  );
  const tagSets = scope.filters.flatMap((filter) =>
    filter.kind === "tags" ? [flagsOf(filter.ids, index.tags)] : [],
  );
  const candidates = within?.length ?? index.size;
  const positions = new Int32Array(candidates);
  const isNarrowed =
    scope.featured === true ||
    scope.discount === true ||
    scope.mainCategory !== undefined ||
    categories !== undefined ||
    idSets.length > 0 ||
    tagSets.length > 0;
  let length = 0;
  for (let candidate = 0; candidate < candidates; candidate += 1) {
    const at = within ? within[candidate]! : candidate;
    if (isNarrowed) {
      if (scope.featured === true && index.isFeatured[at] === 0) continue;
      if (scope.discount === true && index.isDiscounted[at] === 0) continue;
      if (scope.mainCategory !== undefined && index.mainCategory[at] !== scope.mainCategory)
        continue;
      if (categories && !overlaps(index.categories, at, categories)) continue;
      if (idSets.some((ids) => !ids.has(index.ids[at]!))) continue;
      if (tagSets.some((tags) => !overlaps(index.tags, at, tags))) continue;
    }
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

const columnOf = (index: FacetIndex, attributeId: number | "price") =>
  attributeId === "price" ? index.price : index.numbers.get(attributeId);

/**
 * The facet mask of a product: a bit per facet filter it meets (an option facet by any of its
 * options, a range by its value); `full` when it meets them all.
 */
function facetMasks(index: FacetIndex, filters: readonly ProductFilter[]) {
  const facets = facetsOf(filters);
  const full = facets.reduce((bits, _facet, at) => bits | (1 << at), 0);
  // by option id, in an array: the loop below runs once per option of every listed product
  const facetBitsOfOption = new Int32Array(index.options.largest + 1);
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
        column: columnOf(index, facet.attributeId),
        min: facet.min,
        max: facet.max,
      });
    else
      for (const optionId of facet.optionIds)
        if (optionId <= index.options.largest) facetBitsOfOption[optionId]! |= 1 << bit;
  });
  const { start, values } = index.options;
  const maskOf = (at: number): number => {
    let mask = 0;
    for (let position = start[at]!; position < start[at + 1]!; position += 1)
      mask |= facetBitsOfOption[values[position]!]!;
    for (const range of rangeFacets)
      if (inRange(range.column?.[at] ?? Number.NaN, range.min, range.max)) mask |= 1 << range.bit;
    return mask;
  };
  return { full, maskOf };
}

/** The positions listed under the whole scope (narrowing and every facet), ascending. */
export function listedPositions(
  index: FacetIndex,
  scope: ListScope,
  within?: Int32Array,
): Int32Array {
  const { full, maskOf } = facetMasks(index, scope.filters);
  const candidates = scopePositions(index, scope, within);
  if (full === 0) return candidates;
  let length = 0;
  for (const at of candidates) {
    if (maskOf(at) !== full) continue;
    candidates[length] = at;
    length += 1;
  }
  return candidates.subarray(0, length);
}

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
    /** ascending positions the scope is searched among (a keyword search's matches) */
    within?: Int32Array | undefined;
    /** option id -> the bits of its attribute's facets (absent when that attribute is not chosen) */
    optionBits: ReadonlyMap<number, number>;
    /** the ranges to figure: their name, attribute and the bits of their own facets */
    ranges: readonly { name: string; attributeId: number | "price"; bits: number }[];
  },
): { optionCounts: Map<number, number>; ranges: Map<string, RangeFigures>; total: number } {
  const { full, maskOf } = facetMasks(index, input.scope.filters);
  const ranges = input.ranges.map((range) => ({
    ...range,
    column: columnOf(index, range.attributeId),
    figures: { min: null as number | null, max: null as number | null, n: 0 },
  }));
  const size = index.options.largest + 1;
  const bitsOfOption = new Int32Array(size);
  for (const [optionId, bits] of input.optionBits)
    if (optionId < size) bitsOfOption[optionId] = bits;
  const counts = new Int32Array(size);
  const { start, values } = index.options;
  let total = 0;
  for (const at of scopePositions(index, input.scope, input.within)) {
    const mask = maskOf(at);
    if (mask === full) total += 1;
    for (let position = start[at]!; position < start[at + 1]!; position += 1) {
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
