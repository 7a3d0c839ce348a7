import { and, asc, eq } from "drizzle-orm";
import type { ProductCategorySaveRequest, ProductSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import {
  catalogBundleItems,
  catalogCategories,
  catalogCategoryTranslations,
  catalogProductAttributes,
  catalogProductTranslations,
  catalogProducts,
} from "../../../db/schema.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { CatalogAttribute } from "./catalog-data.ts";

type SavedValue = NonNullable<ProductSaveRequest["attributes"]>[number]["value"];

/** A stored attribute value as the save request writes it (the inverse of save-product.ts). */
function savedValue(
  attribute: CatalogAttribute,
  row: { optionIds: number[]; numberValue: number | null },
): SavedValue | undefined {
  switch (attribute.inputType) {
    case "yesNo":
      return (
        attribute.options.find((option) => option.id === row.optionIds[0])?.valueKey ?? undefined
      );
    case "multipleSelect":
      return row.optionIds;
    case "numberField":
      return row.numberValue ?? undefined;
    case "date":
    case "dateTime": {
      if (row.numberValue === null) return undefined;
      const iso = new Date(row.numberValue).toISOString();
      return attribute.inputType === "date" ? iso.slice(0, 10) : iso;
    }
    default:
      return row.optionIds[0];
  }
}

/** A product as the back office edits it: the body updateProduct takes (every language). */
export async function productEditShape(
  db: Db,
  input: { siteId: string; id: number; attributes: readonly CatalogAttribute[] },
): Promise<ProductSaveRequest> {
  const p = catalogProducts;
  const [product] = await db
    .select()
    .from(p)
    .where(and(eq(p.id, input.id), eq(p.siteId, input.siteId)));
  if (!product) throw notFound();
  const [texts, values, bundles] = await Promise.all([
    db
      .select()
      .from(catalogProductTranslations)
      .where(eq(catalogProductTranslations.productId, product.id)),
    db
      .select()
      .from(catalogProductAttributes)
      .where(eq(catalogProductAttributes.productId, product.id)),
    db
      .select()
      .from(catalogBundleItems)
      .where(eq(catalogBundleItems.bundleId, product.id))
      .orderBy(asc(catalogBundleItems.position)),
  ]);
  const byId = new Map(input.attributes.map((attribute) => [attribute.id, attribute]));
  return {
    version: product.version,
    sku: product.sku,
    format: product.format as ProductSaveRequest["format"],
    translations: Object.fromEntries(
      texts.map((text) => [
        text.languageCode,
        {
          name: text.name,
          slug: text.slug,
          description: text.description,
          shortDescription: text.shortDescription,
        },
      ]),
    ),
    basicPrice: product.basicPrice,
    retailPrice: product.retailPrice,
    finalPrice: product.finalPrice,
    membershipPrice: product.membershipPrice,
    categoryPriority: product.categoryPriority,
    isFeatured: product.isFeatured,
    isArchived: product.isArchived,
    isVisibleIndividually: product.isVisibleIndividually,
    isInStock: product.isInStock,
    stock: product.stock,
    taxClass: product.taxClass,
    walletPlanId: product.walletPlanId,
    categoryIds: product.categoryIds,
    mainCategoryId: product.mainCategoryId,
    tagIds: product.tagIds,
    media: product.media,
    attributes: values.flatMap((row) => {
      const attribute = byId.get(row.attributeId);
      const value = attribute && savedValue(attribute, row);
      return attribute && value !== undefined ? [{ attributeCode: attribute.code, value }] : [];
    }),
    customOptions: product.customOptions,
    crossSellIds: product.crossSellIds,
    variantIds: product.variantIds,
    configurableAttributeCodes: product.configurableAttributeIds.flatMap((id) => {
      const code = byId.get(id)?.code;
      return code ? [code] : [];
    }),
    bundles: bundles.map((row) => ({ id: row.productId, qty: row.qty })),
  };
}

/** A product category as the back office edits it: the body updateProductCategory takes. */
export async function categoryEditShape(
  db: Db,
  input: { siteId: string; id: number },
): Promise<ProductCategorySaveRequest> {
  const c = catalogCategories;
  const [category] = await db
    .select()
    .from(c)
    .where(and(eq(c.id, input.id), eq(c.siteId, input.siteId)));
  if (!category) throw notFound();
  const texts = await db
    .select()
    .from(catalogCategoryTranslations)
    .where(eq(catalogCategoryTranslations.categoryId, category.id));
  return {
    parentId: category.parentId,
    translations: Object.fromEntries(
      texts.map((text) => [
        text.languageCode,
        { name: text.name, slug: text.slug, description: text.description },
      ]),
    ),
    image: category.image,
    position: category.position,
    sortTypes: category.sortTypes,
    sortDefaultType: category.sortDefaultType,
  };
}
