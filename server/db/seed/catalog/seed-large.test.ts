import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { productsChanged } from "../../../modules/catalog/operations/catalog-indexes.ts";
import {
  type CatalogCall,
  filterProducts,
  prepareScope,
} from "../../../modules/catalog/operations/filter-products.ts";
import {
  type LayeredResult,
  layeredNavigation,
} from "../../../modules/catalog/operations/layered-navigation.ts";
import type { Database } from "../../client.ts";
import { catalogProductTranslations, catalogProducts, sites } from "../../schema.ts";
import { seededMemoryServices } from "../memory-services.ts";
import { seedLargeCatalog } from "./seed-large.ts";

// `npm run seed:catalog -- --products N` writes rows straight into the tables (seed-large.ts);
// this runs the same generation with a small N and reads the products back the ways the shop
// does: the list (spec 7 web/filter) and layered navigation, counted in the database and in memory.
const count = 300;
let database: Database;
let services: Services;
let call: CatalogCall;
let before: { listed: number; layered: LayeredResult };

const listed = async (languageCode: string) =>
  (await filterProducts(services, { ...call, languageCode }, { limit: 1 })).totalRecords;
const layered = async (source: "database" | "memory") => {
  const { scope, attributes } = await prepareScope(services, call, {});
  return layeredNavigation(services, { scope, attributes }, { source });
};

beforeAll(async () => {
  ({ database, services } = await seededMemoryServices());
  const [site] = await database.db.select().from(sites).limit(1);
  if (!site) throw new Error("no site");
  call = { site, languageCode: "hrv" };
  before = { listed: await listed("hrv"), layered: await layered("database") };
  expect(await seedLargeCatalog(database.db, count)).toBe(count);
  // the command runs before the server starts; here the same process read the catalogue before:
  // its caches are dropped and its indexes read everything again (rows written behind the API)
  // (these services have no catalogue routes listening: the indexes are told here)
  await productsChanged(services, site.id, "all");
  await invalidateContent(services.changes, { siteId: site.id, kinds: ["catalog"] });
}, 180_000);

afterAll(async () => {
  await database.close();
});

describe(`seed:catalog with ${count} products on an in-memory PGlite`, () => {
  it("writes the products with a name in every language", async () => {
    const rows = await database.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(like(catalogProducts.sku, "BENCH-%"));
    expect(rows).toHaveLength(count);
    const names = await database.db
      .select({ id: catalogProductTranslations.productId })
      .from(catalogProductTranslations)
      .where(like(catalogProductTranslations.slug, "%-eng"));
    expect(names.length).toBeGreaterThanOrEqual(count);
  });

  it("lists them in web/filter in every language, newest first", async () => {
    for (const language of ["hrv", "eng", "deu"])
      expect(await listed(language)).toBe(before.listed + count);
    const page = await filterProducts(services, call, { limit: 100, sort: "newest" });
    expect(page.records).toHaveLength(100);
    expect(page.records.every((record) => record.sku?.startsWith("BENCH-"))).toBe(true);
  });

  it("counts them in layered navigation, in the database and in memory alike", async () => {
    const fromDatabase = await layered("database");
    expect(fromDatabase.total).toBe(before.layered.total + count);
    const totalOf = (result: LayeredResult, code: string) =>
      result.filters
        .find((filter) => filter.attributeCode === code)
        ?.values.reduce((sum, value) => sum + value.totalProducts, 0) ?? 0;
    // every generated product has a price, and some option values
    expect(totalOf(fromDatabase, "price")).toBe(totalOf(before.layered, "price") + count);
    const optionCounts = (result: LayeredResult) =>
      result.filters
        .filter((filter) => filter.type !== "Number" && filter.attributeCode !== "price")
        .reduce((sum, filter) => sum + totalOf(result, filter.attributeCode), 0);
    expect(optionCounts(fromDatabase)).toBeGreaterThan(optionCounts(before.layered));
    expect(await layered("memory")).toEqual(fromDatabase);
  });
});
