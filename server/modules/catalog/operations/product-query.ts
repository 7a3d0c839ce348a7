import { type AnyColumn, type SQL, and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { ProductSort } from "#generated/types.ts";
import { catalogProductTranslations, catalogProducts } from "../../../db/schema.ts";
import type { ProductFilter } from "./product-filters.ts";
import { searchTextOf } from "#common/search-text.ts";
import { containsPattern } from "./like-pattern.ts";

/** What a product list is narrowed by (spec 7 web/filter), its facet filters already checked. */
export type ListScope = {
  siteId: string;
  languageCode: string;
  keywords?: string | undefined;
  featured?: boolean | undefined;
  categories?: readonly number[] | undefined;
  discount?: boolean | undefined;
  mainCategory?: number | undefined;
  filters: readonly ProductFilter[];
};

/** A facet filter: the attribute it belongs to and the condition a product must meet. */
export type FacetFilter = { attributeId: number | "price"; condition: SQL };

const p = catalogProducts;

/** An integer list as one parameter (`{1,2,3}` cast to int[]): the same on pg and PGlite. */
export const intArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;

/**
 * `column` holds a stretch within one typo of `text`: word_similarity(text, column) >=
 * typoSimilarity, written as pg_trgm's operator (the session's threshold, search-settings.ts)
 * so the column's GIN trigram index serves it; the function call is evaluated row by row.
 */
export const withinOneTypo = (column: SQL | AnyColumn, text: string): SQL =>
  sql`${column} %> ${text}`;

const t = catalogProductTranslations;

/** A translation's search text contains the text or is within one typo of it. */
const keywordMatch = (text: string): SQL =>
  sql`(${t.searchText} like ${containsPattern(text)} or ${withinOneTypo(t.searchText, text)})`;

function keywordCondition(scope: ListScope): SQL | undefined {
  if (!scope.keywords?.trim()) return undefined;
  const text = searchTextOf(scope.keywords);
  // keywords with nothing searchable in them (only punctuation) match nothing
  if (!text) return sql`false`;
  return sql`exists (select 1 from ${t} where ${t.productId} = ${p.id}
    and ${t.languageCode} = ${scope.languageCode} and ${keywordMatch(text)})`;
}

/**
 * The keyword match on the translation a list query joins (the same row its exists condition
 * finds): redundant for the result, it lets the planner take the matching translations from the
 * trigram index before ranking them, instead of ranking every translation of the language.
 */
export function joinedKeywordCondition(scope: ListScope): SQL | undefined {
  const text = searchTextOf(scope.keywords ?? "");
  return text ? keywordMatch(text) : undefined;
}

/**
 * Conditions every listed product meets (spec 9: never archived; only individually visible), and
 * the non-facet narrowing: keywords, featured, categories (with their subcategories), discount,
 * main category, id and tag lists.
 */
export function baseConditions(scope: ListScope): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(p.siteId, scope.siteId),
    eq(p.isArchived, false),
    eq(p.isVisibleIndividually, true),
    scope.featured === true ? eq(p.isFeatured, true) : undefined,
    scope.discount === true ? gt(p.discount, 0) : undefined,
    scope.mainCategory !== undefined ? eq(p.mainCategoryId, scope.mainCategory) : undefined,
    scope.categories?.length ? sql`${p.categoryIds} && ${intArray(scope.categories)}` : undefined,
    keywordCondition(scope),
  ];
  for (const filter of scope.filters) {
    if (filter.kind === "ids") conditions.push(sql`${p.id} = any(${intArray(filter.ids)})`);
    if (filter.kind === "tags") conditions.push(sql`${p.tagIds} && ${intArray(filter.ids)}`);
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** A product's value of a number or date attribute, from its row (null when it has none). */
export const numberValue = (attributeId: number): SQL =>
  sql`(${p.numberValues} ->> ${sql.raw(`'${Math.trunc(attributeId)}'`)})::float8`;

function rangeCondition(value: SQL, min: number | null, max: number | null): SQL {
  const parts = [
    min !== null ? sql`${value} >= ${min}` : undefined,
    max !== null ? sql`${value} <= ${max}` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  return sql.join(parts, sql` and `);
}

/** The attribute filters and the price range: each is a facet with its own selection. */
export function facetFilters(filters: readonly ProductFilter[]): FacetFilter[] {
  const facets: FacetFilter[] = [];
  for (const filter of filters) {
    if (filter.kind === "options") {
      facets.push({
        attributeId: filter.attribute.id,
        condition: sql`${p.optionIds} && ${intArray(filter.optionIds)}`,
      });
    }
    if (filter.kind === "range") {
      if (filter.attribute === "price") {
        facets.push({
          attributeId: "price",
          condition: rangeCondition(sql`${p.finalPrice}`, filter.min, filter.max),
        });
      } else {
        facets.push({
          attributeId: filter.attribute.id,
          condition: rangeCondition(numberValue(filter.attribute.id), filter.min, filter.max),
        });
      }
    }
  }
  return facets;
}

/** Every condition of a list: base and all facets. */
export function listConditions(scope: ListScope): SQL | undefined {
  return and(
    ...baseConditions(scope),
    ...facetFilters(scope.filters).map((facet) => facet.condition),
  );
}

/**
 * Keyword relevance: a product whose text contains the keywords first, then by trigram word
 * similarity (the order of a search without a chosen sort).
 */
export function relevanceOrder(keywords: string | undefined): SQL[] {
  const text = searchTextOf(keywords ?? "");
  if (!text) return [];
  return [
    desc(
      sql`(${t.searchText} like ${containsPattern(text)})::int + word_similarity(${text}, ${t.searchText})`,
    ),
  ];
}

/** spec 9 sorts; ties broken by id, newest first, so pages never overlap. */
export function sortOrder(sort: ProductSort): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(p.id)];
    case "priceAsc":
      return [asc(p.finalPrice), desc(p.id)];
    case "priceDesc":
      return [desc(p.finalPrice), desc(p.id)];
    case "nameAsc":
      return [asc(t.name), desc(p.id)];
    case "nameDesc":
      return [desc(t.name), desc(p.id)];
    case "priorityAsc":
      return [asc(p.categoryPriority), desc(p.id)];
    case "priorityDesc":
      return [desc(p.categoryPriority), desc(p.id)];
    case "newest":
      return [desc(p.id)];
  }
}
