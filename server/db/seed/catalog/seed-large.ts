import { max, sql } from "drizzle-orm";
import { searchTextOf } from "#common/search-text.ts";
import {
  readAttributes,
  readCategories,
  withAncestors,
} from "../../../modules/catalog/operations/catalog-data.ts";
import { discountPercent } from "../../../modules/catalog/operations/save-product.ts";
import type { Db } from "../../client.ts";
import { rowsOf } from "../../rows-of.ts";
import { catalogProducts, sites } from "../../schema.ts";
import { slugOf } from "./products.ts";
import { productImage } from "./seed-catalog.ts";

const batchSize = 5000;
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

/** Columns as arrays, one parameter each: one statement inserts a whole batch (unnest). */
type Columns = Record<string, (string | number | boolean | null)[]>;

const column = (values: (string | number | boolean | null)[], type: string) =>
  sql`${`{${values.map((value) => (value === null ? "NULL" : JSON.stringify(String(value)))).join(",")}}`}::${sql.raw(type)}[]`;

function insertColumns(table: string, columns: Columns, types: Record<string, string>) {
  const names = Object.keys(columns);
  // jsonb and int[] values travel as text and are cast per row (arrays of arrays must be
  // rectangular in PostgreSQL)
  const cast = (name: string) =>
    types[name] === "jsonb" || types[name] === "int[]"
      ? sql.raw(`"${name}"::${types[name]}`)
      : sql.raw(`"${name}"`);
  return sql`insert into ${sql.raw(table)} (${sql.raw(names.map((name) => `"${name}"`).join(", "))})
    select ${sql.join(names.map(cast), sql`, `)} from unnest(${sql.join(
      names.map((name) =>
        column(
          columns[name] ?? [],
          types[name] === "jsonb" || types[name] === "int[]" ? "text" : (types[name] ?? "text"),
        ),
      ),
      sql`, `,
    )}) as batch(${sql.raw(names.map((name) => `"${name}"`).join(", "))})`;
}

/**
 * Adds `count` generated products to the first site for benchmarks (issue 8): random leaf
 * categories of the demo tree, option values of every option attribute, numbers for the number
 * and date attributes, prices with and without discounts, names in hr/en/de. Rows go straight
 * into the tables, 5,000 products a statement (unnest of one array per column), in one
 * transaction; the tables' secondary indexes and foreign keys are dropped first and restored at
 * the end (built and checked once, in bulk, instead of row by row).
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
  await db.transaction(async (tx) => {
    // indexes (but the primary keys) and foreign keys of the filled tables, restored at the end
    const tables = sql`('catalog_products', 'catalog_product_translations', 'catalog_product_attributes')`;
    const indexes = await rowsOf<{ name: string; definition: string }>(
      tx,
      sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename in ${tables} and indexname not in (select conname from pg_constraint)`,
    );
    const foreignKeys = await rowsOf<{ name: string; table: string; definition: string }>(
      tx,
      sql`select conname as name, conrelid::regclass::text as table,
          pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and conrelid::regclass::text in ${tables}`,
    );
    for (const key of foreignKeys)
      await tx.execute(sql.raw(`alter table ${key.table} drop constraint "${key.name}"`));
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    for (let written = 0; written < count; written += batchSize) {
      const size = Math.min(batchSize, count - written);
      const products: Columns = {};
      const translations: Columns = {};
      const values: Columns = {};
      const add = (columns: Columns, row: Record<string, string | number | boolean | null>) => {
        for (const [name, value] of Object.entries(row)) (columns[name] ??= []).push(value);
      };
      for (let index = 0; index < size; index += 1) {
        const id = start + written + index + 1;
        const sku = `BENCH-${id}`;
        const retail = Math.round((3 + rand() * 120) * 10) / 10;
        const final = rand() < 0.2 ? Math.round(retail * (0.6 + rand() * 0.35) * 10) / 10 : retail;
        const category = pick(leaves);
        const chosen = optionAttributes
          .filter(() => rand() < 0.7)
          .map((attribute) => ({ attribute, option: pick(attribute.options).id }));
        const numbers = numberAttributes.map((attribute) => ({
          attribute,
          value:
            attribute.inputType === "numberField"
              ? Math.round(rand() * 2000) / 10
              : Date.UTC(2020, 0, 1) + Math.floor(rand() * 5 * 365) * 86_400_000,
        }));
        add(products, {
          id,
          site_id: site.id,
          sku,
          format: "Simple",
          basic_price: Math.round((retail / 1.25) * 100) / 100,
          retail_price: retail,
          final_price: final,
          discount: discountPercent(retail, final),
          category_priority: Math.floor(rand() * 100),
          is_featured: rand() < 0.02,
          main_category_id: category.id,
          category_ids: `{${withAncestors(categories, [category.id]).join(",")}}`,
          option_ids: `{${chosen.map((each) => each.option).join(",")}}`,
          number_values: JSON.stringify(
            Object.fromEntries(numbers.map((each) => [String(each.attribute.id), each.value])),
          ),
          media: JSON.stringify([productImage(pick(images), "")]),
        });
        const name = `${pick(adjectives)} ${pick(words)} ${id}`;
        for (const language of ["hrv", "eng", "deu"])
          add(translations, {
            product_id: id,
            site_id: site.id,
            language_code: language,
            name,
            slug: `${slugOf(name)}-${language}`,
            search_text: searchTextOf(name, sku, ""),
          });
        for (const { attribute, option } of chosen)
          add(values, {
            product_id: id,
            attribute_id: attribute.id,
            option_ids: `{${option}}`,
            number_value: null,
          });
        for (const { attribute, value } of numbers)
          add(values, {
            product_id: id,
            attribute_id: attribute.id,
            option_ids: "{}",
            number_value: value,
          });
      }
      await tx.execute(
        insertColumns("catalog_products", products, {
          id: "int",
          basic_price: "numeric",
          retail_price: "numeric",
          final_price: "numeric",
          discount: "smallint",
          category_priority: "int",
          is_featured: "boolean",
          main_category_id: "int",
          category_ids: "int[]",
          option_ids: "int[]",
          number_values: "jsonb",
          media: "jsonb",
        }),
      );
      await tx.execute(
        insertColumns("catalog_product_translations", translations, { product_id: "int" }),
      );
      await tx.execute(
        insertColumns("catalog_product_attributes", values, {
          product_id: "int",
          attribute_id: "int",
          option_ids: "int[]",
          number_value: "float8",
        }),
      );
    }
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const key of foreignKeys)
      await tx.execute(
        sql.raw(`alter table ${key.table} add constraint "${key.name}" ${key.definition}`),
      );
    // the ids were given: the sequence continues after them
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('catalog_products', 'id'), ${start + count})`,
    );
  });
  // fresh statistics, so the planner knows the new table sizes
  await db.execute(sql`analyze`);
  return count;
}
