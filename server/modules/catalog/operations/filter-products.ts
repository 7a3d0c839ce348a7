import { and, count, eq, inArray } from "drizzle-orm";
import type {
  LayeredNavigationRequest,
  ProductFilterRequest,
  ProductPage,
} from "#generated/types.ts";
import { catalogProductTranslations, catalogProducts } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import {
  type CatalogAttribute,
  type CategoryRow,
  type CurrencyWithRate,
  loadAttributes,
  loadCategories,
  loadCurrencies,
} from "./catalog-data.ts";
import { catalogIndexesOf } from "./catalog-indexes.ts";
import { listedPositions } from "./facet-index.ts";
import { matchScope } from "./keyword-index.ts";
import {
  type InMemory,
  type LayeredResult,
  cachedLayeredNavigation,
} from "./layered-navigation.ts";
import { orderedPage } from "./list-order.ts";
import { type ListRow, type ListView, listColumns, toListItem } from "./list-items.ts";
import { normaliseFilters } from "./product-filters.ts";
import {
  type ListScope,
  joinedKeywordCondition,
  listConditions,
  relevanceOrder,
  sortOrder,
} from "./product-query.ts";

/** spec 9: default page 1, default limit 10; a page holds at most 100 (1000 with allowUnlimited). */
export const listLimits = { defaultLimit: 10, maxLimit: 100, maxUnlimited: 1000 } as const;

export type CatalogCall = {
  site: { id: string; mainCurrencyId: number };
  languageCode: string;
};

/** The scope of a list or layered call: filters checked against the site's attributes. */
export async function prepareScope(
  services: Services,
  call: CatalogCall,
  body: LayeredNavigationRequest,
): Promise<{ scope: ListScope; attributes: CatalogAttribute[]; categories: CategoryRow[] }> {
  const [attributes, categories] = await Promise.all([
    loadAttributes(services, call.site.id),
    loadCategories(services, call.site.id),
  ]);
  const filters = normaliseFilters(body.filters ?? [], attributes, call.languageCode);
  return {
    attributes,
    categories,
    scope: {
      siteId: call.site.id,
      languageCode: call.languageCode,
      keywords: body.keywords,
      featured: body.featured,
      categories: body.categories,
      discount: body.discount,
      mainCategory: body.mainCategory,
      filters,
    },
  };
}

/** The currency of a converted view: one of the allowed ones (400 otherwise); none for main. */
export async function convertedCurrency(
  services: Services,
  call: CatalogCall,
  currencyId: number | undefined,
): Promise<{ main: CurrencyWithRate; converted: CurrencyWithRate | undefined }> {
  const { main, allowed } = await loadCurrencies(services, call.site);
  if (currencyId === undefined || currencyId === main.id) return { main, converted: undefined };
  const converted = allowed.find((currency) => currency.id === currencyId);
  if (!converted) throw new AppError(400, "api.unknownCurrency");
  return { main, converted };
}

// spec 5: the list is searched only with keywords, filters (other than only archived),
// category, select, limit or page; otherwise the result is empty.
function isSearch(body: ProductFilterRequest): boolean {
  return (
    Boolean(body.keywords?.trim()) ||
    (body.filters?.length ?? 0) > 0 ||
    (body.categories?.length ?? 0) > 0 ||
    body.mainCategory !== undefined ||
    (body.select?.length ?? 0) > 0 ||
    body.limit !== undefined ||
    body.page !== undefined
  );
}

/**
 * The site's facet index, and the keyword index of the language when the list searches or sorts
 * by name, with the keywords' matches: undefined while either is being built (unless `wait`).
 */
async function inMemory(
  services: Services,
  scope: ListScope,
  body: ProductFilterRequest,
  wait: boolean,
): Promise<(InMemory & { nameRank?: Float64Array | undefined }) | undefined> {
  const isSearching = Boolean(scope.keywords?.trim());
  const isByName = body.sort === "nameAsc" || body.sort === "nameDesc";
  const indexes = await catalogIndexesOf(services, scope.siteId, {
    languageCode: isSearching || isByName ? scope.languageCode : undefined,
    wait,
  });
  if (!indexes) return undefined;
  const { index, keywords } = indexes;
  if (!isSearching && !isByName) return { index };
  if (!keywords) return undefined;
  const matches = matchScope(keywords, scope);
  return { index, matches, nameRank: keywords.nameRank };
}

/**
 * Products of a list (spec 7 web/filter): filtered, sorted (spec 9), paginated, and facets. From
 * the indexes in memory (decision 030; the database reads only the page's rows), or from the
 * database while they are built after a catalogue write.
 */
export async function filterProducts(
  services: Services,
  call: CatalogCall,
  body: ProductFilterRequest,
  options: { source?: "database" | "memory" } = {},
): Promise<ProductPage> {
  const page = body.page ?? 1;
  const cap = body.allowUnlimited ? listLimits.maxUnlimited : listLimits.maxLimit;
  const limit = Math.min(body.limit ?? listLimits.defaultLimit, cap);
  const { scope, attributes, categories } = await prepareScope(services, call, body);
  const { main, converted } = await convertedCurrency(services, call, body.currency);
  if (!isSearch(body)) return { records: [], totalPages: 0, totalRecords: 0, page, limit };
  const view: ListView = {
    languageCode: call.languageCode,
    categories,
    main,
    converted,
    select: body.select,
  };
  const memory =
    options.source === "database"
      ? undefined
      : await inMemory(services, scope, body, options.source === "memory");
  const { rows, total, layered } = memory
    ? await memoryPage(services, { scope, attributes, memory, body, page, limit })
    : await databasePage(services, { scope, attributes, body, page, limit });
  const totalRecords = layered?.total ?? total;
  return {
    records: rows.map((row) => toListItem(row, view)),
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
    page,
    limit,
    ...(layered ? { layeredFilters: layered.filters } : {}),
  };
}

type PageInput = {
  scope: ListScope;
  attributes: CatalogAttribute[];
  body: ProductFilterRequest;
  page: number;
  limit: number;
};

type PageFigures = { rows: ListRow[]; total: number; layered: LayeredResult | undefined };

const p = catalogProducts;
const t = catalogProductTranslations;

/** The list from the indexes: positions filtered and ordered in memory, the page's rows read. */
async function memoryPage(
  services: Services,
  input: PageInput & { memory: InMemory & { nameRank?: Float64Array | undefined } },
): Promise<PageFigures> {
  const { scope, memory, body, limit } = input;
  const { index, matches } = memory;
  const listed = listedPositions(index, scope, matches?.positions);
  const order = body.sort ?? (matches ? "relevance" : "newest");
  const data = { index, relevance: matches?.relevance, nameRank: memory.nameRank };
  const ids = Array.from(
    orderedPage(listed, order, data, (input.page - 1) * limit, limit),
    (position) => index.ids[position]!,
  );
  const [rows, layered] = await Promise.all([
    ids.length === 0
      ? []
      : services.db
          .select(listColumns)
          .from(p)
          .innerJoin(t, and(eq(t.productId, p.id), eq(t.languageCode, scope.languageCode)))
          .where(inArray(p.id, ids)),
    body.layered
      ? cachedLayeredNavigation(services, { scope, attributes: input.attributes }, memory)
      : undefined,
  ]);
  const rowOf = new Map((rows as ListRow[]).map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => rowOf.get(id) ?? []),
    total: listed.length,
    layered,
  };
}

/** The list from the database: one query for the page, the counts or a count beside it. */
async function databasePage(services: Services, input: PageInput): Promise<PageFigures> {
  const { scope, body, limit } = input;
  const where = listConditions(scope);
  const [rows, total, layered] = await Promise.all([
    services.db
      .select(listColumns)
      .from(p)
      .innerJoin(t, and(eq(t.productId, p.id), eq(t.languageCode, scope.languageCode)))
      .where(and(where, joinedKeywordCondition(scope)))
      // a search without a chosen sort ranks by relevance first (spec 9 sorts otherwise)
      .orderBy(
        ...(body.sort === undefined ? relevanceOrder(body.keywords) : []),
        ...sortOrder(body.sort ?? "newest"),
      )
      .limit(limit)
      .offset((input.page - 1) * limit),
    // the layered counts bring the total; every listed product has its translations (saved
    // together), so the count needs no join
    body.layered
      ? 0
      : services.db
          .select({ n: count() })
          .from(p)
          .where(where)
          .then(([row]) => Number(row?.n ?? 0)),
    body.layered
      ? cachedLayeredNavigation(services, { scope, attributes: input.attributes })
      : undefined,
  ]);
  return { rows, total, layered };
}
