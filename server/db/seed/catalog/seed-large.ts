import { max, sql } from "drizzle-orm";
import {
  readAttributes,
  readCategories,
  withAncestors,
} from "../../../modules/catalog/operations/catalog-data.ts";
import { discountPercent } from "../../../modules/catalog/operations/save-product.ts";
import type { Db } from "../../client.ts";
import {
  catalogProductAttributes,
  catalogProductTranslations,
  catalogProducts,
  sites,
} from "../../schema.ts";
import { productImage } from "./seed-catalog.ts";

const batchSize = 1000;
const words = [
  "Vino",
  "Ulje",
  "Med",
  "Sol",
  "Džem",
  "Tartuf",
  "Smokva",
  "Rakija",
  "Paket",
  "Daska",
];
const adjectives = ["Stari", "Mladi", "Bijeli", "Crni", "Zlatni", "Domaći", "Otočki", "Brdski"];
const images = ["product-wine-red", "product-wine-white", "product-olive-oil", "product-honey"];

/**
 * Adds `count` generated products to the first site for benchmarks (issue 8 slice 6): random
 * categories of the demo tree, option values of every option attribute, numbers for the number
 * attributes, prices with and without discounts, names in hr/en/de. Rows go in batches of 1,000
 * straight into the tables (the per-product save of the API would take minutes).
 */
export async function seedLargeCatalog(db: Db, count: number): Promise<number> {
  const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
  if (!site) throw new Error("seed:catalog needs the demo site: start the server once first");
  const [attributes, categories] = await Promise.all([
    readAttributes(db, site.id),
    readCategories(db, site.id),
  ]);
  const leaves = categories.filter(
    (category) => !categories.some((c) => c.parentId === category.id),
  );
  const optionAttributes = attributes.filter((attribute) => attribute.options.length > 0);
  const numberAttributes = attributes.filter((attribute) =>
    ["numberField", "date", "dateTime"].includes(attribute.inputType),
  );
  const rand = Math.random;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const [{ last } = { last: 0 }] = await db
    .select({ last: max(catalogProducts.id) })
    .from(catalogProducts);
  const start = last ?? 0;
  let written = 0;
  while (written < count) {
    const size = Math.min(batchSize, count - written);
    const rows = Array.from({ length: size }, (_, index) => {
      const number = start + written + index + 1;
      const retail = Math.round((3 + rand() * 120) * 10) / 10;
      const final = rand() < 0.2 ? Math.round(retail * (0.6 + rand() * 0.35) * 10) / 10 : retail;
      const category = pick(leaves);
      const options = optionAttributes
        .filter(() => rand() < 0.7)
        .map((attribute) => pick(attribute.options).id);
      return {
        siteId: site.id,
        sku: `BENCH-${number}`,
        format: "Simple",
        basicPrice: Math.round((retail / 1.25) * 100) / 100,
        retailPrice: retail,
        finalPrice: final,
        discount: discountPercent(retail, final),
        categoryPriority: Math.floor(rand() * 100),
        isFeatured: rand() < 0.02,
        mainCategoryId: category.id,
        categoryIds: withAncestors(categories, [category.id]),
        optionIds: options,
        media: [productImage(pick(images), "")],
      };
    });
    const inserted = await db
      .insert(catalogProducts)
      .values(rows)
      .returning({ id: catalogProducts.id, sku: catalogProducts.sku });
    await db.insert(catalogProductTranslations).values(
      inserted.flatMap(({ id, sku }) => {
        const name = `${pick(adjectives)} ${pick(words)} ${sku.slice(6)}`;
        return (["hrv", "eng", "deu"] as const).map((languageCode) => ({
          productId: id,
          siteId: site.id,
          languageCode,
          name,
          slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${languageCode}`,
          searchText: name.toLowerCase(),
        }));
      }),
    );
    await db.insert(catalogProductAttributes).values(
      inserted.flatMap(({ id }, index) => [
        ...optionAttributes
          .map((attribute) => ({
            productId: id,
            attributeId: attribute.id,
            optionIds: (rows[index]?.optionIds ?? []).filter((option) =>
              attribute.options.some((each) => each.id === option),
            ),
            numberValue: null,
          }))
          .filter((value) => value.optionIds.length > 0),
        ...numberAttributes.map((attribute) => ({
          productId: id,
          attributeId: attribute.id,
          optionIds: [],
          numberValue:
            attribute.inputType === "numberField"
              ? Math.round(rand() * 2000) / 10
              : Date.UTC(2020, 0, 1) + Math.floor(rand() * 5 * 365) * 86_400_000,
        })),
      ]),
    );
    written += size;
  }
  // fresh statistics, so the planner knows the new table sizes
  await db.execute(sql`analyze`);
  return written;
}
