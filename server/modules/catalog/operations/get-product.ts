import { and, asc, eq, inArray } from "drizzle-orm";
import { formatDay, formatMeasure } from "#common/money.ts";
import { type LanguageCode, languages } from "#generated/languages.ts";
import type {
  AttributeSetEntry,
  ConfigurableAttribute,
  CustomOption,
  Product,
  ProductCustomOption,
  ProductVariant,
} from "#generated/types.ts";
import {
  catalogBundleItems,
  catalogProductAttributes,
  catalogProductTranslations,
  catalogProducts,
  catalogTags,
} from "../../../db/schema.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import {
  type CatalogAttribute,
  loadAttributes,
  loadCategories,
  localised,
} from "./catalog-data.ts";
import { type CatalogCall, convertedCurrency } from "./filter-products.ts";
import {
  type ListRow,
  type ListView,
  listColumns,
  convertPrice,
  convertPrices,
  loadListItems,
  toListItem,
} from "./list-items.ts";

const p = catalogProducts;
const t = catalogProductTranslations;
const pa = catalogProductAttributes;

function valueOf(
  attribute: CatalogAttribute,
  row: { optionIds: number[]; numberValue: number | null },
  languageCode: string,
): AttributeSetEntry["value"] {
  const options = attribute.options.filter((option) => row.optionIds.includes(option.id));
  const labels = options.map((option) => localised(option.label, languageCode)).join(", ");
  const code2 = Object.hasOwn(languages, languageCode)
    ? languages[languageCode as LanguageCode].code2
    : "hr";
  switch (attribute.inputType) {
    case "numberField":
      return {
        value: row.numberValue ?? 0,
        label: formatMeasure(row.numberValue ?? 0, attribute.unit, code2),
        swatch: null,
      };
    case "date":
    case "dateTime": {
      const date = new Date(row.numberValue ?? 0);
      const iso = date.toISOString();
      const isDay = attribute.inputType === "date";
      return {
        value: isDay ? iso.slice(0, 10) : iso,
        label: formatDay(date, code2, !isDay),
        swatch: null,
      };
    }
    case "yesNo":
      return { value: options[0]?.valueKey ?? "no", label: labels, swatch: null };
    case "multipleSelect":
      return { value: options.map((option) => option.id), label: labels, swatch: null };
    default:
      return { value: options[0]?.id ?? 0, label: labels, swatch: options[0]?.swatch ?? null };
  }
}

/**
 * A stored custom option as web/get serves it: title and value labels in the request language
 * (else as written), each surcharge also in the currency asked for, converted as the product's
 * own prices are (decision 028).
 */
function servedOption(
  { option_titles: titles, custom_option_values: values, ...option }: CustomOption,
  view: Pick<ListView, "languageCode" | "converted">,
): ProductCustomOption {
  return {
    ...option,
    option_title: titles?.[view.languageCode] ?? option.option_title,
    custom_option_values: values.map(({ labels, ...value }) => ({
      ...value,
      label: labels?.[view.languageCode] ?? value.label,
      convertedPrice: view.converted ? convertPrice(value.price, view.converted) : null,
    })),
  };
}

/** One product in full by slug (request language) or id (spec 7 web/get); 404 when archived. */
export async function getProduct(
  services: Services,
  call: CatalogCall,
  input: {
    slug?: string | undefined;
    id?: number | undefined;
    currency?: number | undefined;
    /** The back office reads archived products too (after archiving one). */
    isArchivedShown?: boolean;
  },
): Promise<Product> {
  if (input.slug === undefined && input.id === undefined) throw notFound();
  const [attributes, categories, currency] = await Promise.all([
    loadAttributes(services, call.site.id),
    loadCategories(services, call.site.id),
    convertedCurrency(services, call, input.currency),
  ]);
  const [found] = await services.db
    .select({ ...listColumns, product: p })
    .from(p)
    .innerJoin(t, and(eq(t.productId, p.id), eq(t.languageCode, call.languageCode)))
    .where(
      and(
        eq(p.siteId, call.site.id),
        input.isArchivedShown ? undefined : eq(p.isArchived, false),
        // the slug index starts with the site: without it a slug look-up reads every translation
        input.slug !== undefined
          ? and(eq(t.siteId, call.site.id), eq(t.slug, input.slug))
          : eq(p.id, input.id ?? 0),
      ),
    )
    .limit(1);
  if (!found) throw notFound();
  const product = found.product;
  const view: ListView = {
    languageCode: call.languageCode,
    categories,
    main: currency.main,
    converted: currency.converted,
  };
  const variantIds = product.variantIds;
  const [texts, values, variantRows, variantValues, bundleRows, tags, crossSell] =
    await Promise.all([
      services.db.select().from(t).where(eq(t.productId, product.id)),
      services.db.select().from(pa).where(eq(pa.productId, product.id)),
      variantIds.length === 0
        ? Promise.resolve([])
        : services.db
            .select(listColumns)
            .from(p)
            .innerJoin(t, and(eq(t.productId, p.id), eq(t.languageCode, call.languageCode)))
            .where(and(inArray(p.id, variantIds), eq(p.isArchived, false))),
      variantIds.length === 0
        ? Promise.resolve([])
        : services.db.select().from(pa).where(inArray(pa.productId, variantIds)),
      services.db
        .select()
        .from(catalogBundleItems)
        .where(eq(catalogBundleItems.bundleId, product.id))
        .orderBy(asc(catalogBundleItems.position)),
      product.tagIds.length === 0
        ? Promise.resolve([])
        : services.db.select().from(catalogTags).where(inArray(catalogTags.id, product.tagIds)),
      loadListItems(services, { siteId: call.site.id, ids: product.crossSellIds, view }),
    ]);
  const components = await loadListItems(services, {
    siteId: call.site.id,
    ids: bundleRows.map((row) => row.productId),
    view,
  });

  const attributeById = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  const configurable = product.configurableAttributeIds.flatMap((id) => {
    const attribute = attributeById.get(id);
    return attribute ? [attribute] : [];
  });
  const variants: ProductVariant[] = (variantRows as ListRow[])
    .sort((a, b) => variantIds.indexOf(a.id) - variantIds.indexOf(b.id))
    .map((row) => {
      const item = toListItem(row, { ...view, converted: undefined });
      const own = variantValues.filter((value) => value.productId === row.id);
      return {
        id: row.id,
        slug: row.slug,
        sku: row.sku,
        name: row.name,
        format: item.format ?? "Simple",
        image: item.image ?? null,
        basicPrice: row.basicPrice,
        retailPrice: row.retailPrice,
        finalPrice: row.finalPrice,
        membershipPrice: row.membershipPrice,
        discount: row.discount,
        convertedPrices: view.converted ? convertPrices(row, view.converted) : null,
        attributes: Object.fromEntries(
          configurable.flatMap((attribute) => {
            const optionId = own.find((value) => value.attributeId === attribute.id)?.optionIds[0];
            return optionId ? [[attribute.code, optionId]] : [];
          }),
        ),
      };
    });
  const associatedProductsAttributes: ConfigurableAttribute[] = configurable.map((attribute) => {
    const used = new Set(variants.flatMap((variant) => variant.attributes[attribute.code] ?? []));
    const firstVariant = variants[0]?.attributes[attribute.code];
    return {
      attributeID: attribute.id,
      label: localised(attribute.label, call.languageCode),
      inputType: attribute.inputType,
      attributeCode: attribute.code,
      customClass: attribute.customClass,
      values: attribute.options
        .filter((option) => used.has(option.id))
        .map((option) => ({
          id: option.id,
          value: localised(option.label, call.languageCode),
          isMedia: option.swatch !== null && option.swatch.startsWith("/"),
          shopDefault: option.id === firstVariant,
          swatch: option.swatch,
        })),
    };
  });
  const attributeSet: AttributeSetEntry[] = values.flatMap((row) => {
    const attribute = attributeById.get(row.attributeId);
    if (!attribute) return [];
    return [
      {
        attributeID: attribute.id,
        attributeCode: attribute.code,
        label: localised(attribute.label, call.languageCode),
        inputType: attribute.inputType,
        value: valueOf(attribute, row, call.languageCode),
      },
    ];
  });
  attributeSet.sort(
    (a, b) =>
      (attributeById.get(a.attributeID)?.position ?? 0) -
      (attributeById.get(b.attributeID)?.position ?? 0),
  );
  const own = texts.find((text) => text.languageCode === call.languageCode);
  const categoryRefs = categories
    .filter((category) => product.categoryIds.includes(category.id))
    .flatMap((category) => {
      const text = category.texts[call.languageCode];
      return text ? [{ id: category.id, name: text.name, slug: text.slug }] : [];
    });
  const item = toListItem(found, view);
  return {
    ...(item as Required<typeof item>),
    description: own?.description ?? "",
    media: product.media,
    bundles: bundleRows.flatMap((row) => {
      const component = components.find((each) => each.id === row.productId);
      return component ? [{ id: row.productId, qty: row.qty, product: component }] : [];
    }),
    crossSellProducts: crossSell,
    associatedProducts: variants,
    associatedProductsAttributes,
    attributeSet: { attributes: attributeSet },
    customOptions: product.customOptions.map((option) => servedOption(option, view)),
    categories: categoryRefs,
    tags: tags.map((tag) => ({
      id: tag.id,
      name: localised(tag.name, call.languageCode),
      slug: tag.slug,
    })),
    isVisibleIndividually: product.isVisibleIndividually,
    isInStock: product.isInStock,
    slugs: Object.fromEntries(texts.map((text) => [text.languageCode, text.slug])),
  };
}
