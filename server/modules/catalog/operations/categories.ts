import { and, count, eq, sql } from "drizzle-orm";
import type {
  ProductCategory,
  ProductCategoryFilterRequest,
  ProductSort,
  ProductTag,
  ProductTagFilterRequest,
} from "#generated/types.ts";
import { catalogProducts, catalogTags } from "../../../db/schema.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { shell as deShell } from "#locales/de/shell.ts";
import { shell as enShell } from "#locales/en/shell.ts";
import { catalog as hrCatalog } from "#locales/hr/catalog.ts";
import { type LanguageCode2, languages } from "#generated/languages.ts";
import type { Services } from "../../../platform/services.ts";
import { type CategoryRow, loadCategories, localised } from "./catalog-data.ts";
import { searchTextOf } from "#common/search-text.ts";

// the sorts' names are the catalogue's texts, which the category page's sort menu shows too
const catalogTexts = {
  hr: hrCatalog,
  en: enShell.catalog,
  de: deShell.catalog,
} satisfies Record<LanguageCode2, unknown>;

/** The translated name of a sort (spec 3 sort option: id, name), Croatian's for another language. */
export function sortName(sort: ProductSort, languageCode: string): string {
  const code2 = languages[languageCode as keyof typeof languages]?.code2 ?? "hr";
  const key =
    `sort${sort[0]?.toUpperCase() ?? ""}${sort.slice(1)}` as `sort${Capitalize<ProductSort>}`;
  return catalogTexts[code2][key];
}

function toCategory(
  row: CategoryRow,
  languageCode: string,
  children: ProductCategory[],
): ProductCategory | undefined {
  const text = row.texts[languageCode];
  if (!text) return undefined;
  return {
    id: row.id,
    parentId: row.parentId,
    name: text.name,
    slug: text.slug,
    description: text.description,
    image: row.image,
    position: row.position,
    sortTypes: row.sortTypes.map((id) => ({ id, name: sortName(id, languageCode) })),
    sortDefaultType: row.sortDefaultType,
    slugs: Object.fromEntries(Object.entries(row.texts).map(([code, each]) => [code, each.slug])),
    children,
  };
}

function tree(
  rows: readonly CategoryRow[],
  parentId: number,
  languageCode: string,
): ProductCategory[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .flatMap((row): ProductCategory[] => {
      const category = toCategory(row, languageCode, tree(rows, row.id, languageCode));
      return category ? [category] : [];
    });
}

/** One category by slug (request language) or id, with its subtree (spec 7 category get). */
export async function getProductCategory(
  services: Services,
  input: { siteId: string; languageCode: string; slug?: string; id?: number },
): Promise<ProductCategory> {
  const rows = await loadCategories(services, input.siteId);
  const row = rows.find((each) =>
    input.slug !== undefined
      ? each.texts[input.languageCode]?.slug === input.slug
      : each.id === input.id,
  );
  const category =
    row && toCategory(row, input.languageCode, tree(rows, row.id, input.languageCode));
  if (!category) throw notFound();
  return category;
}

/**
 * Categories sorted by id ascending (spec 7); with tree, the roots (or the children of parentId)
 * with their subtrees, else a flat list.
 */
export async function filterProductCategories(
  services: Services,
  input: { siteId: string; languageCode: string; body: ProductCategoryFilterRequest },
): Promise<ProductCategory[]> {
  const { body } = input;
  const rows = await loadCategories(services, input.siteId);
  const chosen = rows.filter(
    (row) =>
      (body.ids === undefined || body.ids.includes(row.id)) &&
      (body.parentId === undefined || row.parentId === body.parentId),
  );
  const isTree = body.tree ?? true;
  const roots =
    isTree && body.ids === undefined && body.parentId === undefined
      ? chosen.filter((row) => row.parentId === null)
      : chosen;
  return roots
    .flatMap(
      (row) =>
        toCategory(row, input.languageCode, isTree ? tree(rows, row.id, input.languageCode) : []) ??
        [],
    )
    .slice(0, body.limit ?? 1000);
}

/** Tags with the number of visible products that carry them, by name. */
export async function filterProductTags(
  services: Services,
  input: { siteId: string; languageCode: string; body: ProductTagFilterRequest },
): Promise<ProductTag[]> {
  const p = catalogProducts;
  const [tags, counts] = await Promise.all([
    services.db.select().from(catalogTags).where(eq(catalogTags.siteId, input.siteId)),
    services.db
      .select({ tagId: sql<number>`unnest(${p.tagIds})`.as("tag_id"), n: count() })
      .from(p)
      .where(
        and(eq(p.siteId, input.siteId), eq(p.isArchived, false), eq(p.isVisibleIndividually, true)),
      )
      .groupBy(sql`tag_id`),
  ]);
  const countOf = new Map(counts.map((row) => [Number(row.tagId), Number(row.n)]));
  const rows = tags.map((tag) => ({ tag, n: countOf.get(tag.id) ?? 0 }));
  const wanted = searchTextOf(input.body.keywords ?? "");
  return rows
    .map(({ tag, n }) => ({
      id: tag.id,
      name: localised(tag.name, input.languageCode),
      slug: tag.slug,
      totalProducts: Number(n),
    }))
    .filter((tag) => !wanted || searchTextOf(tag.name).includes(wanted))
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, input.body.limit ?? 1000);
}
