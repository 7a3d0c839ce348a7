import { and, sql } from "drizzle-orm";
import type { LayeredFilter, LayeredFilterType, LayeredFilterValue } from "#generated/types.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import { catalogProducts } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import { translate } from "../../../platform/i18n.ts";
import type { Services } from "../../../platform/services.ts";
import { type CatalogAttribute, localised } from "./catalog-data.ts";
import type { ProductFilter } from "./product-filters.ts";
import { type ListScope, baseConditions, facetFilters, intArray } from "./product-query.ts";

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

/**
 * Layered navigation (spec 3): for every filterable attribute its values with product counts
 * (options), or min and max (numbers, dates) under the other filters, and the price range.
 */
export async function layeredNavigation(
  services: Services,
  input: { scope: ListScope; attributes: readonly CatalogAttribute[] },
): Promise<LayeredFilter[]> {
  const { scope } = input;
  const attributes = input.attributes.filter((attribute) => attribute.isFilterable);
  const { bitsOf, full, mask } = facetBits(scope.filters);
  const base = sql`with base as (select ${p.id} as id, ${p.optionIds} as option_ids,
    ${p.finalPrice}::float8 as final_price, (${mask}) as mask
    from ${p} where ${and(...baseConditions(scope))})`;

  // option -> the bits of its own attribute's filters (selected attributes only)
  const selected = attributes.filter(
    (attribute) => !rangeTypes.has(attribute.inputType) && bitsOf.has(attribute.id),
  );
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
  const numeric = attributes.filter((attribute) => rangeTypes.has(attribute.inputType));
  const numericBits =
    numeric.length === 0
      ? sql`0`
      : sql`(case pa.attribute_id ${sql.join(
          numeric.map(
            (attribute) =>
              sql`when ${attribute.id} then ${sql.raw(String(bitsOf.get(attribute.id) ?? 0))}`,
          ),
          sql` `,
        )} else 0 end)`;

  const [optionCounts, ranges, priceRange] = await Promise.all([
    rowsOf<{ id: number; n: number }>(
      services.db,
      sql`${base} select o as id, count(*)::int as n from base, unnest(base.option_ids) as o
        where (base.mask | ${optionBits}) = ${full} group by o`,
    ),
    numeric.length === 0
      ? Promise.resolve([])
      : rowsOf<{ id: number; min: number; max: number; n: number }>(
          services.db,
          sql`${base} select pa.attribute_id as id, min(pa.number_value) as min,
            max(pa.number_value) as max, count(*)::int as n
            from base join catalog_product_attributes pa on pa.product_id = base.id
            where pa.attribute_id = any(${intArray(numeric.map((attribute) => attribute.id))})
              and pa.number_value is not null and (base.mask | ${numericBits}) = ${full}
            group by pa.attribute_id`,
        ),
    rowsOf<{ min: number | null; max: number | null; n: number }>(
      services.db,
      sql`${base} select min(final_price) as min, max(final_price) as max, count(*)::int as n
        from base where (base.mask | ${bitsOf.get("price") ?? 0}) = ${full}`,
    ),
  ]);

  const countOf = new Map(optionCounts.map((row) => [Number(row.id), Number(row.n)]));
  const rangeOf = new Map(ranges.map((row) => [Number(row.id), row]));
  const chosen = new Set(
    scope.filters.flatMap((filter) => (filter.kind === "options" ? filter.optionIds : [])),
  );
  const layered: LayeredFilter[] = [];
  for (const attribute of attributes) {
    const label = localised(attribute.label, scope.languageCode);
    if (rangeTypes.has(attribute.inputType)) {
      const row = rangeOf.get(attribute.id);
      if (!row || Number(row.n) === 0) continue;
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
  const price = priceRange[0];
  if (price && Number(price.n) > 0) {
    layered.push({
      attributeCode: "price",
      label: translate(scope.languageCode, "api.priceFilter"),
      type: "Number",
      attributeID: 0,
      values: [rangeValue(0, price)],
    });
  }
  return layered;
}

function rangeValue(
  id: number,
  row: { min: number | null; max: number | null; n: number },
): LayeredFilterValue {
  return {
    attributeID: id,
    value: id,
    valueLabel: "",
    totalProducts: Number(row.n),
    minValue: row.min === null ? null : Number(row.min),
    maxValue: row.max === null ? null : Number(row.max),
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
): Promise<LayeredFilter[]> {
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
    () => layeredNavigation(services, input),
  );
}
