import type { ProductSaveRequest } from "#generated/types.ts";
import {
  readAttributes,
  readCategories,
} from "../../../modules/catalog/operations/catalog-data.ts";
import { saveAttribute } from "../../../modules/catalog/operations/save-attribute.ts";
import { saveCategory } from "../../../modules/catalog/operations/save-category.ts";
import { saveProduct } from "../../../modules/catalog/operations/save-product.ts";
import {
  demoPlanId,
  seedSandboxPlans,
} from "../../../modules/payments/wallet/sandbox-wallet-seed.ts";
import type { Db } from "../../client.ts";
import { catalogTags, currencies, currencyRates } from "../../schema.ts";
import { demoAttributes } from "./attributes.ts";
import { demoCategories } from "./categories.ts";
import {
  type DemoProduct,
  type DemoValues,
  crossSell,
  demoProducts,
  imageOf,
  slugOf,
} from "./products.ts";

const languageCodes = ["hrv", "eng", "deu"] as const;

/** A pipeline picture of the demo (npm run images writes public/images/demo/<name>-960.jpg). */
export const productImage = (name: string, alt: string) => ({
  src: `/images/demo/${name}-960.jpg`,
  alt,
});

// spec 3 currency settings: prices convert to these for visitors (rates of one euro).
const otherCurrencies = [
  { label: "USD", symbol: "$", rate: 1.08 },
  { label: "GBP", symbol: "£", rate: 0.85 },
];

const tags = [
  { slug: "vino", name: { hrv: "Vino", eng: "Wine", deu: "Wein" } },
  { slug: "ulje", name: { hrv: "Maslinovo ulje", eng: "Olive oil", deu: "Olivenöl" } },
  { slug: "bio", name: { hrv: "Ekološki", eng: "Organic", deu: "Bio" } },
  { slug: "poklon", name: { hrv: "Za poklon", eng: "Gift idea", deu: "Geschenkidee" } },
];

const categoryLine = {
  hrv: "Šaljemo diljem Hrvatske i EU-a; preuzimanje u konobi je besplatno.",
  eng: "We ship across Croatia and the EU; collection at the konoba is free.",
  deu: "Wir versenden in ganz Kroatien und in die EU; Abholung in der Konoba ist kostenlos.",
};

/**
 * The demo shop of the restaurant (issue 8): attributes, the category tree, tags and about sixty
 * products in every format, written through the same operations as the back-office API.
 */
export async function seedCatalog(db: Db, siteId: string): Promise<void> {
  const added = await db
    .insert(currencies)
    .values(otherCurrencies.map(({ label, symbol }) => ({ label, symbol })))
    .onConflictDoNothing()
    .returning({ id: currencies.id, label: currencies.label });
  if (added.length > 0)
    await db.insert(currencyRates).values(
      added.map((currency) => ({
        currencyId: currency.id,
        rate: otherCurrencies.find((each) => each.label === currency.label)?.rate ?? 1,
      })),
    );

  for (const body of demoAttributes)
    await saveAttribute(db, { siteId, body, existing: await readAttributes(db, siteId) });

  const categoryIds = new Map<string, number>();
  for (const [position, category] of demoCategories.entries()) {
    const id = await saveCategory(db, {
      siteId,
      categories: await readCategories(db, siteId),
      body: {
        parentId: category.parent ? (categoryIds.get(category.parent) ?? null) : null,
        position,
        image: productImage(category.image, category.names[0]),
        ...(category.sortTypes
          ? { sortTypes: category.sortTypes, sortDefaultType: category.sortTypes[0] }
          : {}),
        translations: Object.fromEntries(
          languageCodes.map((code, index) => [
            code,
            {
              name: category.names[index] ?? "",
              slug: category.slugs[index] ?? "",
              description: category.descriptions[index] ?? "",
            },
          ]),
        ),
      },
    });
    categoryIds.set(category.key, id);
  }

  const tagRows = await db
    .insert(catalogTags)
    .values(tags.map((tag) => ({ ...tag, siteId })))
    .returning({ id: catalogTags.id, slug: catalogTags.slug });
  const tagId = (slug: string) => tagRows.find((tag) => tag.slug === slug)?.id ?? 0;

  const attributes = await readAttributes(db, siteId);
  const categories = await readCategories(db, siteId);
  const valuesOf = (values: DemoValues = {}): ProductSaveRequest["attributes"] =>
    Object.entries(values).map(([code, value]) => {
      const attribute = attributes.find((each) => each.code === code);
      if (!attribute) throw new Error(`seed: no attribute ${code}`);
      const optionOf = (label: string) => {
        const option = attribute.options.find((each) => each.label.hrv === label);
        if (!option) throw new Error(`seed: ${code} has no value ${label}`);
        return option.id;
      };
      if (attribute.inputType === "multipleSelect")
        return { attributeCode: code, value: (value as string[]).map(optionOf) };
      if (["dropdown", "textSwatch", "visualSwatch"].includes(attribute.inputType))
        return { attributeCode: code, value: optionOf(value as string) };
      return { attributeCode: code, value: value as string | number };
    });

  const idOf = new Map<string, number>();
  const save = async (
    product: DemoProduct,
    extra: Partial<ProductSaveRequest> = {},
    id?: number,
  ) => {
    const category = categoryIds.get(product.category);
    const isOrganic = product.values?.organic === "yes";
    const tagIds = [
      ...(product.tags ?? []).map(tagId),
      ...(isOrganic ? [tagId("bio")] : []),
      ...(product.format === "Bundle" || product.format === "EProduct" ? [tagId("poklon")] : []),
    ];
    const savedId = await saveProduct(db, {
      siteId,
      id,
      attributes,
      categories,
      body: {
        sku: product.sku,
        format: product.format,
        translations: Object.fromEntries(
          languageCodes.map((code, index) => [
            code,
            {
              name: product.names[index] ?? "",
              slug: slugOf(product.names[index] ?? product.sku),
              shortDescription: product.short[index] ?? "",
              description: `<p>${product.short[index] ?? ""}</p><p>${categoryLine[code]}</p>`,
            },
          ]),
        ),
        basicPrice: Math.round((product.price / 1.25) * 100) / 100,
        retailPrice: product.price,
        finalPrice: product.final ?? product.price,
        membershipPrice: product.member ?? null,
        categoryPriority: product.priority ?? 10,
        isFeatured: product.isFeatured ?? false,
        categoryIds: category ? [category] : [],
        mainCategoryId: category ?? null,
        tagIds,
        media: [productImage(imageOf(product), product.names[0])],
        attributes: valuesOf(product.values),
        customOptions: product.customOptions ?? [],
        walletPlanId: product.isMonthlyPlan ? demoPlanId(product.sku) : null,
        ...extra,
      },
    });
    idOf.set(product.sku, savedId);
    return savedId;
  };

  const byFormat = (format: DemoProduct["format"]) =>
    demoProducts.filter((product) => product.format === format);
  for (const product of [...byFormat("Simple"), ...byFormat("EProduct")]) await save(product);
  for (const product of byFormat("Configurable")) {
    const variantIds: number[] = [];
    for (const variant of product.configurable?.variants ?? []) {
      variantIds.push(
        await save(
          {
            ...product,
            format: "Simple",
            sku: variant.sku,
            image: variant.image,
            names: [0, 1, 2].map(
              (index) => `${product.names[index]}, ${variant.suffix[index]}`,
            ) as DemoProduct["names"],
            values: variant.values,
          },
          { isVisibleIndividually: false, isFeatured: false },
        ),
      );
    }
    await save(product, {
      variantIds,
      configurableAttributeCodes: product.configurable?.codes ?? [],
    });
  }
  // the plans the subscription products are sold by, at the wallet's sandbox (decision 046)
  await seedSandboxPlans(
    db,
    demoProducts.flatMap((product) =>
      product.isMonthlyPlan
        ? [
            {
              sku: product.sku,
              name: product.names[0],
              amountCents: Math.round((product.final ?? product.price) * 100),
              currency: "EUR",
            },
          ]
        : [],
    ),
  );
  for (const product of byFormat("Bundle"))
    await save(product, {
      bundles: (product.bundle ?? []).map(([sku, qty]) => ({ id: idOf.get(sku) ?? 0, qty })),
    });

  // cross-sell last: every product exists by now
  for (const [sku, others] of Object.entries(crossSell)) {
    const product = demoProducts.find((each) => each.sku === sku);
    if (!product) throw new Error(`seed: cross-sell of unknown ${sku}`);
    await save(
      product,
      {
        crossSellIds: others.map((other) => idOf.get(other) ?? 0),
        ...(product.format === "Configurable"
          ? {
              variantIds: (product.configurable?.variants ?? []).map(
                (variant) => idOf.get(variant.sku) ?? 0,
              ),
              configurableAttributeCodes: product.configurable?.codes ?? [],
            }
          : {}),
        ...(product.format === "Bundle"
          ? {
              bundles: (product.bundle ?? []).map(([each, qty]) => ({
                id: idOf.get(each) ?? 0,
                qty,
              })),
            }
          : {}),
      },
      idOf.get(sku),
    );
  }
}
