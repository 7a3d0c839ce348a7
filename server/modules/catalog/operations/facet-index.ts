import { and, eq, sql } from "drizzle-orm";
import { rowsOf } from "../../../db/rows-of.ts";
import { catalogProducts } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import type { ProductFilter } from "./product-filters.ts";
import { intArray, type ListScope } from "./product-query.ts";

const p = catalogProducts;

/**
 * The products of a site as columns in memory (decision 025): what layered counts and lists
 * read. Kept until a write changes them (catalog-indexes.ts patches them, decision 037).
 * A list of ints per product is one flat array and the offsets of each product's run in it.
 */
export type FacetIndex = {
  size: number;
  /** ascending: a position's order is its id's */
  ids: Int32Array;
  /** 1: listed (never archived, individually visible: spec 9); only these are ever counted */
  isListed: Uint8Array;
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

export type FacetRow = {
  id: number;
  listed: boolean;
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

/**
 * A site's products as the facet index reads them, in id order: all of them, listed or not (a
 * product archived or hidden by a write keeps its position, so a write never moves the others);
 * only those of `ids` when given.
 */
export function readFacetRows(
  services: Pick<Services, "db">,
  siteId: string,
  ids?: readonly number[],
): Promise<FacetRow[]> {
  return rowsOf<FacetRow>(
    services.db,
    sql`select ${p.id} as id, not ${p.isArchived} and ${p.isVisibleIndividually} as listed,
        ${p.isFeatured} as featured, ${p.discount} > 0 as discounted,
        ${p.mainCategoryId} as main, array_to_string(${p.categoryIds}, ',') as categories,
        array_to_string(${p.tagIds}, ',') as tags, array_to_string(${p.optionIds}, ',') as options,
        ${p.finalPrice}::float8 as price, ${p.categoryPriority} as priority,
        ${p.numberValues}::text as numbers
      from ${p}
      where ${and(eq(p.siteId, siteId), ids ? sql`${p.id} = any(${intArray(ids)})` : undefined)}
      order by ${p.id}`,
  );
}

const numbersOf = (row: FacetRow): [number, number][] =>
  row.numbers === "{}"
    ? []
    : Object.entries(JSON.parse(row.numbers) as Record<string, number>).map(([key, value]) => [
        Number(key),
        Number(value),
      ]);

/** Reads a site's products into columns; only the listed ones (spec 9) are ever counted. */
export async function buildFacetIndex(
  services: Pick<Services, "db">,
  siteId: string,
): Promise<FacetIndex> {
  const rows = await readFacetRows(services, siteId);
  const size = rows.length;
  const numbers = new Map<number, Float64Array>();
  rows.forEach((row, index) => {
    for (const [attributeId, value] of numbersOf(row)) {
      let column = numbers.get(attributeId);
      if (!column) numbers.set(attributeId, (column = new Float64Array(size).fill(Number.NaN)));
      column[index] = value;
    }
  });
  return {
    size,
    ids: Int32Array.from(rows, (row) => Number(row.id)),
    isListed: Uint8Array.from(rows, (row) => (row.listed ? 1 : 0)),
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

/**
 * Where each product of a patched index comes from: positions stay in id order; `source` is the
 * old position of an unchanged product, -1 for a changed or new one (read again).
 */
export type Layout = {
  ids: Int32Array;
  source: Int32Array;
  /** the old position of each product, changed or not; -1 for a new one */
  previous: Int32Array;
  /** the positions read again, ascending */
  changed: Int32Array;
  /** false when every old product keeps its position (new ids come after the old ones) */
  isMoved: boolean;
};

/** The positions after a write of `changed` ids (each read again; unknown ones are new). */
export function layoutOf(index: FacetIndex, changed: ReadonlySet<number>): Layout {
  const added = [...changed]
    .filter((id) => positionOfId(index.ids, id) === -1)
    .sort((a, b) => a - b);
  const size = index.size + added.length;
  const ids = new Int32Array(size);
  const previous = new Int32Array(size).fill(-1);
  const isMoved = added.length > 0 && added[0]! < (index.ids[index.size - 1] ?? 0);
  if (!isMoved) {
    // the usual write: new ids come last, every other product keeps its position
    ids.set(index.ids);
    ids.set(added, index.size);
    for (let position = 0; position < index.size; position += 1) previous[position] = position;
  } else {
    let next = 0;
    let old = 0;
    for (const id of [...added, Number.POSITIVE_INFINITY]) {
      while (old < index.size && index.ids[old]! < id) {
        ids[next] = index.ids[old]!;
        previous[next] = old;
        next += 1;
        old += 1;
      }
      if (id === Number.POSITIVE_INFINITY) break;
      ids[next] = id;
      next += 1;
    }
  }
  const source = Int32Array.from(previous);
  const positions = [...changed].map((id) => positionOfId(ids, id)).sort((a, b) => a - b);
  for (const position of positions) source[position] = -1;
  return { ids, source, previous, changed: Int32Array.from(positions), isMoved };
}

/** The position of an id in ascending ids (binary search), -1 when absent. */
export function positionOfId(ids: Int32Array, id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = ids[middle]!;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/**
 * A column laid out anew: copied whole when no product moved (new ones come last), position by
 * position otherwise; the changed positions are then set by the caller.
 */
export function carried<A extends Int32Array | Uint8Array | Float64Array>(
  old: A,
  made: A,
  layout: Layout,
): A {
  if (!layout.isMoved) made.set(old);
  else
    layout.source.forEach((from, position) => {
      if (from >= 0) made[position] = old[from]!;
    });
  return made;
}

/**
 * Int lists laid out anew: unchanged runs copied from `old` (consecutive ones in one copy), the
 * others taken from `fresh`.
 */
export function patchIntLists(
  old: IntLists,
  source: Int32Array,
  fresh: (position: number) => ArrayLike<number>,
): IntLists {
  const size = source.length;
  const start = new Int32Array(size + 1);
  const lists = new Map<number, ArrayLike<number>>();
  let length = 0;
  for (let position = 0; position < size; position += 1) {
    start[position] = length;
    const from = source[position]!;
    if (from >= 0) {
      length += old.start[from + 1]! - old.start[from]!;
      continue;
    }
    const list = fresh(position);
    lists.set(position, list);
    length += list.length;
  }
  start[size] = length;
  const values = new Int32Array(length);
  let largest = old.largest;
  for (let position = 0; position < size;) {
    const from = source[position]!;
    if (from >= 0) {
      let end = position + 1;
      while (end < size && source[end] === source[end - 1]! + 1) end += 1;
      values.set(
        old.values.subarray(old.start[from], old.start[source[end - 1]! + 1]),
        start[position],
      );
      position = end;
      continue;
    }
    const list = lists.get(position)!;
    values.set(list, start[position]);
    for (let at = 0; at < list.length; at += 1) largest = Math.max(largest, list[at]!);
    position += 1;
  }
  return { start, values, largest };
}

/** A row read for a product gone from the database: kept as a position nothing lists. */
const goneRow = (id: number): FacetRow => ({
  id,
  listed: false,
  featured: false,
  discounted: false,
  main: null,
  categories: "",
  tags: "",
  options: "",
  price: 0,
  priority: 0,
  numbers: "{}",
});

/**
 * The index after a write: the changed products' rows (read again) in their positions, every
 * other product's columns copied as they were. `rows` holds the changed ids still in the
 * database; the others are gone.
 */
export function patchFacetIndex(
  index: FacetIndex,
  layout: Layout,
  rows: readonly FacetRow[],
): FacetIndex {
  const rowOf = new Map(rows.map((row) => [Number(row.id), row]));
  const { ids, source, changed } = layout;
  const size = ids.length;
  const fresh = (position: number): FacetRow =>
    rowOf.get(ids[position]!) ?? goneRow(ids[position]!);
  const made = {
    isListed: carried(index.isListed, new Uint8Array(size), layout),
    isFeatured: carried(index.isFeatured, new Uint8Array(size), layout),
    isDiscounted: carried(index.isDiscounted, new Uint8Array(size), layout),
    mainCategory: carried(index.mainCategory, new Int32Array(size), layout),
    price: carried(index.price, new Float64Array(size), layout),
    categoryPriority: carried(index.categoryPriority, new Int32Array(size), layout),
  };
  const numbers = new Map<number, Float64Array>();
  for (const [attributeId, old] of index.numbers)
    numbers.set(attributeId, carried(old, new Float64Array(size).fill(Number.NaN), layout));
  for (const position of changed) {
    const row = fresh(position);
    made.isListed[position] = row.listed ? 1 : 0;
    made.isFeatured[position] = row.featured ? 1 : 0;
    made.isDiscounted[position] = row.discounted ? 1 : 0;
    made.mainCategory[position] = row.main ?? 0;
    made.price[position] = Number(row.price);
    made.categoryPriority[position] = row.priority;
    for (const values of numbers.values()) values[position] = Number.NaN;
    for (const [attributeId, value] of numbersOf(row)) {
      let values = numbers.get(attributeId);
      if (!values) numbers.set(attributeId, (values = new Float64Array(size).fill(Number.NaN)));
      values[position] = value;
    }
  }
  const lists = (old: IntLists, key: "categories" | "tags" | "options") =>
    patchIntLists(old, source, (position) => intListsOfText([fresh(position)[key]]).values);
  return {
    size,
    ids,
    ...made,
    categories: lists(index.categories, "categories"),
    tags: lists(index.tags, "tags"),
    options: lists(index.options, "options"),
    numbers,
  };
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
    if (index.isListed[at] === 0) continue;
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
