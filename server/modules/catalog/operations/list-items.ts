import { and, eq, inArray } from "drizzle-orm";
import type { ProductFilterRequest, ProductListItem, ProductPrices } from "#generated/types.ts";
import { catalogProductTranslations, catalogProducts } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import type { CategoryRow, CurrencyWithRate } from "./catalog-data.ts";

const p = catalogProducts;
const t = catalogProductTranslations;

/** The columns a list item is made of (one join: the translation of the request language). */
export const listColumns = {
  id: p.id,
  sku: p.sku,
  format: p.format,
  basicPrice: p.basicPrice,
  retailPrice: p.retailPrice,
  finalPrice: p.finalPrice,
  membershipPrice: p.membershipPrice,
  discount: p.discount,
  categoryPriority: p.categoryPriority,
  isFeatured: p.isFeatured,
  mainCategoryId: p.mainCategoryId,
  media: p.media,
  name: t.name,
  slug: t.slug,
  shortDescription: t.shortDescription,
};

export type ListRow = {
  [K in keyof typeof listColumns]: (typeof listColumns)[K]["_"]["notNull"] extends true
    ? (typeof listColumns)[K]["_"]["data"]
    : (typeof listColumns)[K]["_"]["data"] | null;
};

/** What turns rows into list items: language, categories, currencies. */
export type ListView = {
  languageCode: string;
  categories: readonly CategoryRow[];
  main: CurrencyWithRate;
  /** The currency of the converted view, when one other than the main currency was asked for. */
  converted: CurrencyWithRate | undefined;
  select?: ProductFilterRequest["select"];
};

/** An amount of the main currency in another, two decimals (spec 3 converted view, spec 9). */
export const convertPrice = (amount: number, currency: CurrencyWithRate): number =>
  Math.round(amount * currency.rate * 100) / 100;

/** The four prices in another currency (spec 3 converted view). */
export function convertPrices(
  row: Pick<ListRow, "basicPrice" | "retailPrice" | "finalPrice" | "membershipPrice">,
  currency: CurrencyWithRate,
): ProductPrices {
  return {
    currency: { id: currency.id, label: currency.label, symbol: currency.symbol },
    basicPrice: convertPrice(row.basicPrice, currency),
    retailPrice: convertPrice(row.retailPrice, currency),
    finalPrice: convertPrice(row.finalPrice, currency),
    membershipPrice:
      row.membershipPrice === null ? null : convertPrice(row.membershipPrice, currency),
  };
}

/** A row as the spec 3 list item; with select, only the selected fields (and id). */
export function toListItem(row: ListRow, view: ListView): ProductListItem {
  const category = view.categories.find((each) => each.id === row.mainCategoryId);
  const categoryText = category?.texts[view.languageCode] ?? category?.texts.hrv;
  const item: Required<ProductListItem> = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.name,
    type: "product",
    format: row.format as ProductListItem["format"] & string,
    sku: row.sku,
    image: row.media[0] ?? null,
    shortDescription: row.shortDescription,
    discount: row.discount,
    basicPrice: row.basicPrice,
    retailPrice: row.retailPrice,
    finalPrice: row.finalPrice,
    membershipPrice: row.membershipPrice,
    categoryPriority: row.categoryPriority,
    isFeatured: row.isFeatured,
    mainCategory:
      category && categoryText
        ? { id: category.id, name: categoryText.name, slug: categoryText.slug }
        : null,
    currency: { id: view.main.id, label: view.main.label, symbol: view.main.symbol },
    convertedPrices: view.converted ? convertPrices(row, view.converted) : null,
  };
  if (!view.select?.length) return item;
  const picked: ProductListItem = { id: item.id };
  for (const field of view.select) Object.assign(picked, { [field]: item[field] });
  return picked;
}

/** List items of the given ids in that order (cross-sell, bundle components); archived left out. */
export async function loadListItems(
  services: Services,
  input: { siteId: string; ids: readonly number[]; view: ListView; isArchivedShown?: boolean },
): Promise<ProductListItem[]> {
  if (input.ids.length === 0) return [];
  const rows = await services.db
    .select(listColumns)
    .from(p)
    .innerJoin(t, and(eq(t.productId, p.id), eq(t.languageCode, input.view.languageCode)))
    .where(
      and(
        eq(p.siteId, input.siteId),
        inArray(p.id, [...input.ids]),
        input.isArchivedShown ? undefined : eq(p.isArchived, false),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return input.ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toListItem(row, input.view)] : [];
  });
}
