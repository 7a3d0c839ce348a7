import { and, eq, inArray, sql } from "drizzle-orm";
import type { ProductSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import {
  catalogBundleItems,
  catalogProductAttributes,
  catalogProductTranslations,
  catalogProducts,
  catalogTags,
} from "../../../db/schema.ts";
import { shopTaxClasses } from "../../../db/schema-shop.ts";
import { AppError, type FieldError, notFound } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { type CatalogAttribute, type CategoryRow, withAncestors } from "./catalog-data.ts";
import { sanitizeRichText } from "../../cms/operations/validate-document.ts";
import { searchTextOf } from "#common/search-text.ts";
import { rethrowConflict } from "./catalog-errors.ts";

const optionTypes = new Set(["dropdown", "multipleSelect", "textSwatch", "visualSwatch", "yesNo"]);

/** spec 9: percent off the retail price, rounded to a whole number. */
export function discountPercent(retailPrice: number, finalPrice: number): number {
  if (retailPrice <= 0 || finalPrice >= retailPrice) return 0;
  return Math.round(((retailPrice - finalPrice) / retailPrice) * 100);
}

type AttributeValue = { attributeId: number; optionIds: number[]; numberValue: number | null };

function attributeValue(
  attribute: CatalogAttribute,
  value: ProductSaveRequest["attributes"] extends (infer I)[] | undefined
    ? I extends { value: infer V }
      ? V
      : never
    : never,
): AttributeValue | undefined {
  const known = new Set(attribute.options.map((option) => option.id));
  if (attribute.inputType === "yesNo") {
    const option = attribute.options.find((each) => each.valueKey === value);
    return option
      ? { attributeId: attribute.id, optionIds: [option.id], numberValue: null }
      : undefined;
  }
  if (optionTypes.has(attribute.inputType)) {
    const ids = Array.isArray(value) ? value : [value];
    const isSingle = attribute.inputType !== "multipleSelect";
    if (
      (isSingle && ids.length !== 1) ||
      !ids.every((id) => typeof id === "number" && known.has(id))
    )
      return undefined;
    return { attributeId: attribute.id, optionIds: ids as number[], numberValue: null };
  }
  if (attribute.inputType === "numberField") {
    return typeof value === "number"
      ? { attributeId: attribute.id, optionIds: [], numberValue: value }
      : undefined;
  }
  const time = typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(String(value))
    ? undefined
    : { attributeId: attribute.id, optionIds: [], numberValue: time };
}

/**
 * Creates (no id) or replaces a product: every reference is checked (categories, tags, attribute
 * codes and value types, variants, bundle components, cross-sell) before anything is written,
 * and the write is one transaction. Returns the product's id.
 */
export async function saveProduct(
  db: Db,
  input: {
    siteId: string;
    id?: number | undefined;
    body: ProductSaveRequest;
    attributes: readonly CatalogAttribute[];
    categories: readonly CategoryRow[];
    language?: string | undefined;
  },
): Promise<number> {
  const { body, siteId } = input;
  const fields: FieldError[] = [];
  const fail = (path: string, key: "api.unknownReference" | "api.invalidProduct") =>
    fields.push({ path: `/body/${path}`, key, message: translate(input.language, key) });

  const categoryIds = [...(body.categoryIds ?? [])];
  if (body.mainCategoryId && !categoryIds.includes(body.mainCategoryId))
    categoryIds.push(body.mainCategoryId);
  const knownCategories = new Set(input.categories.map((category) => category.id));
  if (!categoryIds.every((id) => knownCategories.has(id)))
    fail("categoryIds", "api.unknownReference");

  const byCode = new Map(input.attributes.map((attribute) => [attribute.code, attribute]));
  const values: AttributeValue[] = [];
  (body.attributes ?? []).forEach((entry, index) => {
    const attribute = byCode.get(entry.attributeCode);
    if (!attribute) return fail(`attributes/${index}`, "api.unknownReference");
    const value = attributeValue(attribute, entry.value);
    if (!value) return fail(`attributes/${index}/value`, "api.invalidProduct");
    values.push(value);
  });
  const configurable = (body.configurableAttributeCodes ?? []).map((code) => byCode.get(code));
  if (configurable.some((attribute) => !attribute || !optionTypes.has(attribute.inputType)))
    fail("configurableAttributeCodes", "api.invalidProduct");

  const p = catalogProducts;
  const linked = [
    ...(body.variantIds ?? []),
    ...(body.bundles ?? []).map((component) => component.id),
    ...(body.crossSellIds ?? []),
  ];
  const linkedRows =
    linked.length === 0
      ? []
      : await db
          .select({ id: p.id, format: p.format })
          .from(p)
          .where(and(eq(p.siteId, siteId), inArray(p.id, linked)));
  const formatOf = new Map(linkedRows.map((row) => [row.id, row.format]));
  if (!linked.every((id) => formatOf.has(id) && id !== input.id)) fail("", "api.unknownReference");
  // spec 4: variants are Simple or EProduct; a bundle holds no bundle
  if (
    (body.variantIds?.length ?? 0) > 0 &&
    (body.format !== "Configurable" ||
      !(body.variantIds ?? []).every((id) =>
        ["Simple", "EProduct"].includes(formatOf.get(id) ?? ""),
      ))
  )
    fail("variantIds", "api.invalidProduct");
  if (
    (body.bundles?.length ?? 0) > 0 &&
    (body.format !== "Bundle" ||
      body.bundles?.some((component) => formatOf.get(component.id) === "Bundle"))
  )
    fail("bundles", "api.invalidProduct");
  const tagIds = body.tagIds ?? [];
  if (tagIds.length > 0) {
    const tags = await db
      .select({ id: catalogTags.id })
      .from(catalogTags)
      .where(and(eq(catalogTags.siteId, siteId), inArray(catalogTags.id, tagIds)));
    if (tags.length !== new Set(tagIds).size) fail("tagIds", "api.unknownReference");
  }
  // issue 17: a VAT class named must be one of the shop's (absent: the standard rate)
  const taxClass = body.taxClass ?? "standard";
  const [knownTaxClass] =
    body.taxClass === undefined
      ? [true]
      : await db
          .select({ code: shopTaxClasses.code })
          .from(shopTaxClasses)
          .where(and(eq(shopTaxClasses.siteId, siteId), eq(shopTaxClasses.code, taxClass)))
          .limit(1);
  if (!knownTaxClass)
    fields.push({
      path: "/body/taxClass",
      key: "api.unknownTaxClass",
      message: translate(input.language, "api.unknownTaxClass"),
    });
  if (fields.length > 0)
    throw new AppError(
      400,
      (["api.unknownReference", "api.unknownTaxClass"] as const).find(
        (key) => key === fields[0]?.key,
      ) ?? "api.invalidProduct",
      fields,
    );

  const row = {
    siteId,
    sku: body.sku,
    format: body.format,
    basicPrice: body.basicPrice,
    retailPrice: body.retailPrice,
    finalPrice: body.finalPrice,
    membershipPrice: body.membershipPrice ?? null,
    discount: discountPercent(body.retailPrice, body.finalPrice),
    categoryPriority: body.categoryPriority ?? 0,
    isFeatured: body.isFeatured ?? false,
    isArchived: body.isArchived ?? false,
    isVisibleIndividually: body.isVisibleIndividually ?? true,
    isInStock: body.isInStock ?? true,
    // issue 17: null is unlimited; the save replaces the product, so absent is unlimited too
    stock: body.stock ?? null,
    taxClass,
    walletPlanId: body.walletPlanId ?? null,
    mainCategoryId: body.mainCategoryId ?? null,
    categoryIds: withAncestors([...input.categories], categoryIds),
    optionIds: [...new Set(values.flatMap((value) => value.optionIds))],
    numberValues: Object.fromEntries(
      values.flatMap((value) =>
        value.numberValue === null ? [] : [[String(value.attributeId), value.numberValue]],
      ),
    ),
    tagIds,
    crossSellIds: body.crossSellIds ?? [],
    variantIds: body.variantIds ?? [],
    configurableAttributeIds: configurable.flatMap((attribute) =>
      attribute ? [attribute.id] : [],
    ),
    media: body.media ?? [],
    customOptions: body.customOptions ?? [],
    updatedAt: new Date(),
  };
  try {
    return await db.transaction(async (tx) => {
      let id = input.id;
      if (id === undefined) {
        const [created] = await tx.insert(p).values(row).returning({ id: p.id });
        id = created?.id;
      } else {
        const isProduct = and(eq(p.id, id), eq(p.siteId, siteId));
        // issue 18: a save from a form loaded before another save is refused, never overwrites it
        const updated = await tx
          .update(p)
          .set({ ...row, version: sql`${p.version} + 1` })
          .where(
            body.version === undefined ? isProduct : and(isProduct, eq(p.version, body.version)),
          )
          .returning({ id: p.id });
        if (updated.length === 0) {
          const [stored] = await tx.select({ id: p.id }).from(p).where(isProduct);
          throw stored ? new AppError(409, "api.productConflict") : notFound();
        }
        await tx
          .delete(catalogProductTranslations)
          .where(eq(catalogProductTranslations.productId, id));
        await tx.delete(catalogProductAttributes).where(eq(catalogProductAttributes.productId, id));
        await tx.delete(catalogBundleItems).where(eq(catalogBundleItems.bundleId, id));
      }
      if (id === undefined) throw new Error("the product insert returned no id");
      const productId = id;
      await tx.insert(catalogProductTranslations).values(
        Object.entries(body.translations).map(([languageCode, text]) => ({
          productId,
          siteId,
          languageCode,
          name: text.name,
          slug: text.slug,
          // HTML sanitised on the server like every rich text (design.md house rules)
          description: sanitizeRichText(text.description ?? ""),
          shortDescription: text.shortDescription ?? "",
          searchText: searchTextOf(text.name, body.sku, text.shortDescription ?? ""),
        })),
      );
      if (values.length > 0)
        await tx
          .insert(catalogProductAttributes)
          .values(values.map((value) => ({ ...value, productId })));
      if ((body.bundles?.length ?? 0) > 0)
        await tx.insert(catalogBundleItems).values(
          (body.bundles ?? []).map((component, position) => ({
            bundleId: productId,
            productId: component.id,
            qty: component.qty,
            position,
          })),
        );
      return productId;
    });
  } catch (error) {
    return rethrowConflict(error);
  }
}
