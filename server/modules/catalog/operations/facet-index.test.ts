import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayeredNavigationRequest, ProductFilterItem } from "#generated/types.ts";
import type { Database } from "../../../db/client.ts";
import { catalogProducts, catalogTags, sites } from "../../../db/schema.ts";
import { seededMemoryServices } from "../../../db/seed/memory-services.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import type { CatalogAttribute, CategoryRow } from "./catalog-data.ts";
import { type CatalogCall, prepareScope } from "./filter-products.ts";
import { layeredNavigation } from "./layered-navigation.ts";

let database: Database;
let services: Services;
let call: CatalogCall;
let attributes: CatalogAttribute[];
let categories: CategoryRow[];
let tagIds: number[];
let productIds: number[];

beforeAll(async () => {
  ({ database, services } = await seededMemoryServices());
  const [site] = await database.db.select().from(sites).limit(1);
  if (!site) throw new Error("no site");
  call = { site, languageCode: "hrv" };
  ({ attributes, categories } = await prepareScope(services, call, {}));
  tagIds = (await database.db.select({ id: catalogTags.id }).from(catalogTags)).map((t) => t.id);
  productIds = (await database.db.select({ id: catalogProducts.id }).from(catalogProducts)).map(
    (row) => row.id,
  );
}, 120_000);

afterAll(async () => {
  await database.close();
});

/** A small deterministic generator (mulberry32), so a failing case can be found again. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

/** A random layered call over the demo catalogue: narrowing, option facets and ranges. */
function randomBody(random: ReturnType<typeof generator>): LayeredNavigationRequest {
  const filters: ProductFilterItem[] = [];
  const options = attributes.filter((a) => a.isFilterable && a.options.length > 0);
  const numeric = attributes.filter((a) => a.isFilterable && a.inputType === "numberField");
  for (let count = Math.floor(random.next() * 3); count > 0; count -= 1) {
    const attribute = random.pick(options);
    if (filters.some((filter) => filter.key === attribute.code)) continue;
    const chosen = new Set([random.pick(attribute.options), random.pick(attribute.options)]);
    const isYesNo = attribute.inputType === "yesNo";
    filters.push({
      key: attribute.code,
      value: isYesNo ? random.pick(["yes", "no"]) : [...chosen].map((option) => option.id),
    });
  }
  if (random.chance(0.4)) {
    const low = random.chance(0.3) ? null : Math.round(random.next() * 40);
    filters.push({ key: "price", value: [low, low === null ? 30 : low + 40], range: true });
  }
  if (numeric.length > 0 && random.chance(0.3)) {
    const attribute = random.pick(numeric);
    filters.push({ key: attribute.code, value: [10, 14 + random.next() * 2000], range: true });
  }
  if (random.chance(0.15)) filters.push({ key: "tag", value: [random.pick(tagIds)] });
  if (random.chance(0.1))
    filters.push({ key: "id", value: productIds.filter(() => random.chance(0.3)).slice(0, 30) });
  const body: LayeredNavigationRequest = { filters };
  if (random.chance(0.4)) body.categories = [random.pick(categories).id];
  if (random.chance(0.15)) body.featured = true;
  if (random.chance(0.2)) body.discount = true;
  if (random.chance(0.1)) body.mainCategory = random.pick(categories).id;
  return body;
}

async function bothWays(body: LayeredNavigationRequest) {
  const input = await prepareScope(services, call, body);
  return Promise.all([
    layeredNavigation(services, input, { source: "database" }),
    layeredNavigation(services, input, { source: "memory" }),
  ]);
}

describe("layered counts from the in-memory facet index (decision 025)", () => {
  it("equal the database's on 150 random calls over the demo catalogue", async () => {
    const random = generator(20261123);
    let nonEmpty = 0;
    for (let round = 0; round < 150; round += 1) {
      const body = randomBody(random);
      const [fromDatabase, fromMemory] = await bothWays(body);
      expect(fromMemory, JSON.stringify(body)).toEqual(fromDatabase);
      if (fromDatabase.total > 0) nonEmpty += 1;
    }
    // the generator must reach lists with products, not only empty ones
    expect(nonEmpty).toBeGreaterThan(50);
  }, 120_000);

  it("follows a catalogue write: an archived product leaves the counts at once", async () => {
    const [before] = await bothWays({});
    const [first] = await database.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(eq(catalogProducts.isArchived, false))
      .limit(1);
    await database.db
      .update(catalogProducts)
      .set({ isArchived: true })
      .where(eq(catalogProducts.id, first!.id));
    await invalidateContent(services.cache, { siteId: call.site.id, kinds: ["catalog"] });
    const [fromDatabase, fromMemory] = await bothWays({});
    expect(fromDatabase.total).toBe(before.total - 1);
    expect(fromMemory).toEqual(fromDatabase);
  });
});
