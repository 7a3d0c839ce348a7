import { asc, eq } from "drizzle-orm";
import type { AttributeInputType, Currency, LocalisedText, ProductSort } from "#generated/types.ts";
import {
  catalogAttributeOptions,
  catalogAttributes,
  catalogCategories,
  catalogCategoryTranslations,
  currencies,
  currencyRates,
} from "../../../db/schema.ts";
import type { Db } from "../../../db/client.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";

export type AttributeOption = {
  id: number;
  label: LocalisedText;
  swatch: string | null;
  valueKey: string | null;
  position: number;
};

export type CatalogAttribute = {
  id: number;
  code: string;
  inputType: AttributeInputType;
  label: LocalisedText;
  isFilterable: boolean;
  position: number;
  customClass: string;
  unit: string;
  options: AttributeOption[];
};

/** A site's attributes with their options, by position (cached; dropped on a catalogue write). */
export function loadAttributes(services: Services, siteId: string): Promise<CatalogAttribute[]> {
  return services.cache.getOrLoad(cacheKeys.catalogAttributes(siteId), () =>
    readAttributes(services.db, siteId),
  );
}

/** A site's attributes with their options, from the database (writes and the seed). */
export async function readAttributes(db: Db, siteId: string): Promise<CatalogAttribute[]> {
  const [attributes, options] = await Promise.all([
    db
      .select()
      .from(catalogAttributes)
      .where(eq(catalogAttributes.siteId, siteId))
      .orderBy(asc(catalogAttributes.position), asc(catalogAttributes.id)),
    db
      .select({ option: catalogAttributeOptions })
      .from(catalogAttributeOptions)
      .innerJoin(catalogAttributes, eq(catalogAttributes.id, catalogAttributeOptions.attributeId))
      .where(eq(catalogAttributes.siteId, siteId))
      .orderBy(asc(catalogAttributeOptions.position), asc(catalogAttributeOptions.id)),
  ]);
  return attributes.map((row) => ({
    id: row.id,
    code: row.code,
    inputType: row.inputType as AttributeInputType,
    label: row.label,
    isFilterable: row.isFilterable,
    position: row.position,
    customClass: row.customClass,
    unit: row.unit,
    options: options
      .filter(({ option }) => option.attributeId === row.id)
      .map(({ option }) => ({
        id: option.id,
        label: option.label,
        swatch: option.swatch,
        valueKey: option.valueKey,
        position: option.position,
      })),
  }));
}

export type CategoryRow = {
  id: number;
  parentId: number | null;
  position: number;
  image: { src: string; alt: string } | null;
  sortTypes: ProductSort[];
  sortDefaultType: ProductSort;
  /** By language code: name, slug and description. */
  texts: Record<string, { name: string; slug: string; description: string }>;
};

/** A site's categories with their texts in every language, by id (cached). */
export function loadCategories(services: Services, siteId: string): Promise<CategoryRow[]> {
  return services.cache.getOrLoad(cacheKeys.catalogCategories(siteId), () =>
    readCategories(services.db, siteId),
  );
}

/** A site's categories from the database (writes and the seed). */
export async function readCategories(db: Db, siteId: string): Promise<CategoryRow[]> {
  const [rows, texts] = await Promise.all([
    db
      .select()
      .from(catalogCategories)
      .where(eq(catalogCategories.siteId, siteId))
      .orderBy(asc(catalogCategories.id)),
    db
      .select()
      .from(catalogCategoryTranslations)
      .where(eq(catalogCategoryTranslations.siteId, siteId)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    image: row.image ?? null,
    sortTypes: row.sortTypes,
    sortDefaultType: row.sortDefaultType,
    texts: Object.fromEntries(
      texts
        .filter((text) => text.categoryId === row.id)
        .map((text) => [
          text.languageCode,
          { name: text.name, slug: text.slug, description: text.description },
        ]),
    ),
  }));
}

/** The category and its ancestors' ids: a product in a category is listed in every parent. */
export function withAncestors(categories: CategoryRow[], ids: readonly number[]): number[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const all = new Set<number>();
  for (const id of ids) {
    let current = byId.get(id);
    while (current && !all.has(current.id)) {
      all.add(current.id);
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
  }
  return [...all];
}

export type CurrencyWithRate = Currency & { rate: number };

/**
 * spec 3 currency settings: the site's main currency (rate 1) and the currencies prices may be
 * converted to (those with a rate), cached.
 */
export function loadCurrencies(
  services: Services,
  site: { id: string; mainCurrencyId: number },
): Promise<{ main: CurrencyWithRate; allowed: CurrencyWithRate[] }> {
  return services.cache.getOrLoad(cacheKeys.catalogCurrencies(site.id), async () => {
    const rows = await services.db
      .select({
        id: currencies.id,
        label: currencies.label,
        symbol: currencies.symbol,
        rate: currencyRates.rate,
      })
      .from(currencies)
      .leftJoin(currencyRates, eq(currencyRates.currencyId, currencies.id))
      .orderBy(asc(currencies.id));
    const mainRow = rows.find((row) => row.id === site.mainCurrencyId);
    if (!mainRow) throw new Error(`site ${site.id}: its main currency is missing`);
    const main = { id: mainRow.id, label: mainRow.label, symbol: mainRow.symbol, rate: 1 };
    const others = rows
      .filter((row) => row.id !== main.id && row.rate !== null && row.rate > 0)
      .map((row) => ({ id: row.id, label: row.label, symbol: row.symbol, rate: row.rate ?? 1 }));
    return { main, allowed: [main, ...others] };
  });
}

/** A text in the request language, else Croatian (the source), else any. */
export function localised(text: LocalisedText, languageCode: string): string {
  return text[languageCode] ?? text.hrv ?? Object.values(text)[0] ?? "";
}
