import { and, sql } from "drizzle-orm";
import type { LayeredFilter, LayeredFilterType, LayeredFilterValue } from "#generated/types.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import { catalogProducts } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import { translate } from "../../../platform/i18n.ts";
import type { Services } from "../../../platform/services.ts";
import { type CatalogAttribute, localised } from "./catalog-data.ts";
import { catalogIndexesOf } from "./catalog-indexes.ts";
import { countFacets, type FacetIndex, type RangeFigures } from "./facet-index.ts";
import { type KeywordMatches, matchScope } from "./keyword-index.ts";
import type { ProductFilter } from "./product-filters.ts";
import {
  type ListScope,
  baseConditions,
  facetFilters,
  intArray,
  numberValue,
} from "./product-query.ts";

const p = catalogProducts;

const typeOf: Record<CatalogAttribute["inputType"], LayeredFilterType> = {
  dropdown: "Dropdown",
  numberField: "Number",
  multipleSelect: "MultiSelect",
  textSwatch: "TextSwatch",
  visualSwatch: "VisualSwatch",
  yesNo: "YesNo",
  date: "Date",
  dateTime: "DateTime",
};
const rangeTypes = new Set(["numberField", "date", "dateTime"]);

/**
 * Facet bits: each facet filter sets one bit of a product's mask when the product meets it. A
 * value of attribute A counts the products whose mask has every bit but A's own (disjunctive
 * counts: selecting "red" keeps "blue" countable), all in one pass over the listed products.
 */
function facetBits(filters: readonly ProductFilter[]) {
  const facets = facetFilters(filters);
  const bitsOf = new Map<number | "price", number>();
  facets.forEach((facet, index) => {
    bitsOf.set(facet.attributeId, (bitsOf.get(facet.attributeId) ?? 0) | (1 << index));
  });
  const full = facets.reduce((bits, _facet, index) => bits | (1 << index), 0);
  const mask =
    facets.length === 0
      ? sql`0`
      : sql.join(
          facets.map(
            (facet, index) =>
              sql`(case when ${facet.condition} then ${sql.raw(String(1 << index))} else 0 end)`,
          ),
          sql` | `,
        );
  return { bitsOf, full, mask };
}

/** A facet index and, for a keyword search, its matches in that index. */
export type InMemory = { index: FacetIndex; matches?: KeywordMatches | undefined };

/** The layered filters of a scope and the number of products listed under all its filters. */
export type LayeredResult = { filters: LayeredFilter[]; total: number };

type Aggregates = Record<string, number | string | null>;

/** What layered navigation is assembled from, whichever way it was counted. */
type Figures = {
  countOf: ReadonlyMap<number, number>;
  rangeOf: (name: string) => RangeFigures;
  total: number;
};

type Counting = {
  scope: ListScope;
  attributes: readonly CatalogAttribute[];
  numeric: readonly CatalogAttribute[];
  bitsOf: ReadonlyMap<number | "price", number>;
};

/** Option attributes with a facet chosen: the bits an option of theirs leaves out of the mask. */
function chosenOptionAttributes({ attributes, bitsOf }: Counting) {
  return attributes.filter(
    (attribute) => !rangeTypes.has(attribute.inputType) && bitsOf.has(attribute.id),
  );
}

/**
 * The figures from the database, in two queries over the scope's products: option counts by
 * unnest, and one row of filtered aggregates for the ranges, the price and the total (numbers and
 * dates come from the row's number_values, decision 018). Used while the facet index is built.
 */
async function databaseFigures(services: Services, counting: Counting): Promise<Figures> {
  const { scope, numeric, bitsOf } = counting;
  const { full, mask } = facetBits(scope.filters);
  const base = sql`with base as (select ${p.optionIds} as option_ids,
    ${p.finalPrice}::float8 as final_price, (${mask}) as mask${sql.join(
      numeric.map(
        (attribute) => sql`, ${numberValue(attribute.id)} as ${sql.raw(`n${attribute.id}`)}`,
      ),
    )}
    from ${p} where ${and(...baseConditions(scope))})`;

  // option -> the bits of its own attribute's filters (selected attributes only)
  const selected = chosenOptionAttributes(counting);
  const optionBits =
    selected.length === 0
      ? sql`0`
      : sql`(case ${sql.join(
          selected.map(
            (attribute) =>
              sql`when o = any(${intArray(attribute.options.map((option) => option.id))}) then ${sql.raw(String(bitsOf.get(attribute.id) ?? 0))}`,
          ),
          sql` `,
        )} else 0 end)`;
  // under every filter but the range's own: min, max and the number of products with a value
  const range = (name: string, value: string, bits: number) => {
    const under = sql.raw(`filter (where (mask | ${bits}) = ${full})`);
    return sql`, min(${sql.raw(value)}) ${under} as ${sql.raw(`${name}_min`)},
      max(${sql.raw(value)}) ${under} as ${sql.raw(`${name}_max`)},
      count(${sql.raw(value)}) ${under} as ${sql.raw(`${name}_n`)}`;
  };

  const [optionCounts, [aggregates = {}]] = await Promise.all([
    rowsOf<{ id: number; n: number }>(
      services.db,
      sql`${base} select o as id, count(*)::int as n from base, unnest(base.option_ids) as o
        where (base.mask | ${optionBits}) = ${full} group by o`,
    ),
    rowsOf<Aggregates>(
      services.db,
      sql`${base} select count(*) filter (where mask = ${full}) as total
        ${range("price", "final_price", bitsOf.get("price") ?? 0)}${sql.join(
          numeric.map((attribute) =>
            range(`n${attribute.id}`, `n${attribute.id}`, bitsOf.get(attribute.id) ?? 0),
          ),
        )} from base`,
    ),
  ]);
  const asNumber = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    countOf: new Map(optionCounts.map((row) => [Number(row.id), Number(row.n)])),
    rangeOf: (name) => ({
      min: asNumber(aggregates[`${name}_min`]),
      max: asNumber(aggregates[`${name}_max`]),
      n: Number(aggregates[`${name}_n`] ?? 0),
    }),
    total: Number(aggregates["total"] ?? 0),
  };
}

/**
 * The figures from the site's facet index in memory (decision 025): the same counts without a
 * pass over the products in the database, a few milliseconds at 100,000 products.
 */
function memoryFigures(
  index: FacetIndex,
  counting: Counting,
  within: Int32Array | undefined,
): Figures {
  const { scope, numeric, bitsOf } = counting;
  const bitsByOption = new Map<number, number>();
  for (const attribute of chosenOptionAttributes(counting))
    for (const option of attribute.options)
      if (!bitsByOption.has(option.id)) bitsByOption.set(option.id, bitsOf.get(attribute.id) ?? 0);
  const counted = countFacets(index, {
    scope,
    within,
    optionBits: bitsByOption,
    ranges: [
      { name: "price", attributeId: "price", bits: bitsOf.get("price") ?? 0 },
      ...numeric.map((attribute) => ({
        name: `n${attribute.id}`,
        attributeId: attribute.id,
        bits: bitsOf.get(attribute.id) ?? 0,
      })),
    ],
  });
  return {
    countOf: counted.optionCounts,
    rangeOf: (name) => counted.ranges.get(name) ?? { min: null, max: null, n: 0 },
    total: counted.total,
  };
}

/**
 * Layered navigation (spec 3): for every filterable attribute its values with product counts
 * (options), or min and max (numbers, dates) under the other filters, and the price range; and
 * the total of the list (every filter applied). Counted in memory (facet-index.ts; a keyword
 * search among its matches, keyword-index.ts), or in the database while the indexes are built.
 */
export async function layeredNavigation(
  services: Services,
  input: { scope: ListScope; attributes: readonly CatalogAttribute[] },
  options: { source?: "database" | "memory"; memory?: InMemory | undefined } = {},
): Promise<LayeredResult> {
  const { scope } = input;
  const attributes = input.attributes.filter((attribute) => attribute.isFilterable);
  const counting: Counting = {
    scope,
    attributes,
    numeric: attributes.filter((attribute) => rangeTypes.has(attribute.inputType)),
    bitsOf: facetBits(scope.filters).bitsOf,
  };
  // unless memory is asked for, a call does not wait for the indexes' first build: the database
  // counts meanwhile
  const wait = options.source === "memory";
  // a keyword search counts among its matches, from the language's keyword index
  const isSearching = Boolean(scope.keywords?.trim());
  const indexes =
    options.memory || options.source === "database"
      ? undefined
      : await catalogIndexesOf(services, scope.siteId, {
          languageCode: isSearching ? scope.languageCode : undefined,
          wait,
        });
  const index = options.memory?.index ?? indexes?.index;
  const matches =
    options.memory?.matches ?? (indexes?.keywords && matchScope(indexes.keywords, scope));
  const { countOf, rangeOf, total } =
    index && (matches || !isSearching)
      ? memoryFigures(index, counting, matches?.positions)
      : await databaseFigures(services, counting);

  const chosen = new Set(
    scope.filters.flatMap((filter) => (filter.kind === "options" ? filter.optionIds : [])),
  );
  const layered: LayeredFilter[] = [];
  for (const attribute of attributes) {
    const label = localised(attribute.label, scope.languageCode);
    if (rangeTypes.has(attribute.inputType)) {
      const row = rangeOf(`n${attribute.id}`);
      if (row.n === 0) continue;
      layered.push({
        attributeCode: attribute.code,
        label,
        type: typeOf[attribute.inputType],
        attributeID: attribute.id,
        values: [rangeValue(attribute.id, row)],
      });
      continue;
    }
    const values: LayeredFilterValue[] = attribute.options
      .map((option): LayeredFilterValue => ({
        attributeID: option.id,
        value: option.valueKey === "yes" || option.valueKey === "no" ? option.valueKey : option.id,
        valueLabel: localised(option.label, scope.languageCode),
        totalProducts: countOf.get(option.id) ?? 0,
        minValue: null,
        maxValue: null,
        swatch: option.swatch,
        isSelected: chosen.has(option.id),
      }))
      .filter((value) => value.totalProducts > 0 || value.isSelected);
    if (values.length === 0) continue;
    layered.push({
      attributeCode: attribute.code,
      label,
      type: typeOf[attribute.inputType],
      attributeID: attribute.id,
      values,
    });
  }
  const price = rangeOf("price");
  if (price.n > 0) {
    layered.push({
      attributeCode: "price",
      label: translate(scope.languageCode, "api.priceFilter"),
      type: "Number",
      attributeID: 0,
      values: [rangeValue(0, price)],
    });
  }
  return { filters: layered, total };
}

function rangeValue(id: number, row: RangeFigures): LayeredFilterValue {
  return {
    attributeID: id,
    value: id,
    valueLabel: "",
    totalProducts: row.n,
    minValue: row.min,
    maxValue: row.max,
    swatch: null,
    isSelected: false,
  };
}

/**
 * Layered navigation through the cache: the same scope (site, language, filters) gives the same
 * facets until a catalogue write drops the site's catalogue tag (cacheKeys.catalogLayered).
 */
export function cachedLayeredNavigation(
  services: Services,
  input: { scope: ListScope; attributes: readonly CatalogAttribute[] },
  /** the facet index and keyword matches the caller already has */
  memory?: InMemory,
): Promise<LayeredResult> {
  const { scope } = input;
  const key = JSON.stringify([
    scope.keywords ?? "",
    scope.featured ?? false,
    scope.categories ?? [],
    scope.discount ?? false,
    scope.mainCategory ?? 0,
    scope.filters.map((filter) =>
      filter.kind === "options"
        ? [filter.attribute.id, filter.optionIds]
        : filter.kind === "range"
          ? [filter.attribute === "price" ? "price" : filter.attribute.id, filter.min, filter.max]
          : [filter.kind, filter.ids],
    ),
  ]);
  return services.cache.getOrLoad(
    cacheKeys.catalogLayered(scope.siteId, scope.languageCode, key),
    () => layeredNavigation(services, input, { memory }),
  );
}
