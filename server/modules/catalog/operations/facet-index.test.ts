import { type SQL, eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { adminSchemas } from "#generated/admin-schemas.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  LayeredNavigationRequest,
  ProductFilterItem,
  ProductFilterRequest,
  ProductPage,
  ProductSaveRequest,
  ProductSort,
} from "#generated/types.ts";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import {
  catalogProductTranslations,
  catalogProducts,
  catalogTags,
  sites,
} from "../../../db/schema.ts";
import { seededMemoryServices } from "../../../db/seed/memory-services.ts";
import type { Services } from "../../../platform/services.ts";
import { searchTextOf } from "#common/search-text.ts";
import { typoSimilarity } from "../../../db/search-settings.ts";
import type { CatalogAttribute, CategoryRow } from "./catalog-data.ts";
import { wordSimilarity, wordTrigrams, wordsOf } from "./word-similarity.ts";
import { catalogIndexesOf, productsChanged } from "./catalog-indexes.ts";
import type { FacetIndex } from "./facet-index.ts";
import { type CatalogCall, filterProducts, prepareScope } from "./filter-products.ts";
import { layeredNavigation } from "./layered-navigation.ts";
import { productEditShape } from "./edit-shapes.ts";
import { saveProduct } from "./save-product.ts";

let database: Database;
let services: Services;
let call: CatalogCall;
let attributes: CatalogAttribute[];
let categories: CategoryRow[];
let tagIds: number[];
let productIds: number[];
let texts: string[];

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
  texts = (
    await database.db
      .select({ text: catalogProductTranslations.searchText })
      .from(catalogProductTranslations)
  ).map((row) => row.text);
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

/** A keyword search, in a third of them also narrowed by a category or a facet. */
function randomSearch(random: ReturnType<typeof generator>): LayeredNavigationRequest {
  const narrowed = random.chance(0.33) ? randomBody(random) : {};
  return { ...narrowed, keywords: randomKeywords(random) };
}

const letters = "abcdefghijklmnopqrstuvwxyz";

/**
 * Keywords as shoppers type them: a word or two of a product's text, whole, cut short, with a
 * wrong, missing or swapped letter, in capitals or with diacritics; now and then nothing found.
 */
function randomKeywords(random: ReturnType<typeof generator>): string {
  const words = random.pick(texts).split(" ");
  const at = Math.floor(random.next() * words.length);
  let text = words.slice(at, at + (random.chance(0.25) ? 2 : 1)).join(" ");
  const spot = Math.floor(random.next() * text.length);
  const change = random.next();
  if (change < 0.2) text = text.slice(0, spot) + random.pick([...letters]) + text.slice(spot + 1);
  else if (change < 0.35) text = text.slice(0, spot) + text.slice(spot + 1);
  else if (change < 0.5) text = text.slice(0, spot) + text.slice(spot + 1, spot + 2) + text[spot];
  else if (change < 0.6) text = text.slice(0, Math.max(2, spot));
  // a stretch from inside a word: contained, yet far from every whole word
  else if (change < 0.75) text = text.slice(1, 1 + Math.max(3, spot));
  else if (change < 0.8) text = random.pick(["zzqx", "'; drop table", "!!", "šljiva KOŠARICA"]);
  return random.chance(0.2) ? text.toUpperCase() : text;
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
      const body = random.chance(0.25) ? randomSearch(random) : randomBody(random);
      const [fromDatabase, fromMemory] = await bothWays(body);
      expect(fromMemory, JSON.stringify(body)).toEqual(fromDatabase);
      if (fromDatabase.total > 0) nonEmpty += 1;
    }
    // the generator must reach lists with products, not only empty ones (49 of 150 on today's demo)
    expect(nonEmpty).toBeGreaterThan(40);
  }, 120_000);

  it("under a burst of writes serves the indexes it has, patches them together and never rebuilds", async () => {
    const site = call.site.id;
    await catalogIndexesOf(services, site, { wait: true });
    // a full build reads every product: the facet index's query without an id list
    let builds = 0;
    let patches = 0;
    const counting: Services = {
      ...services,
      db: new Proxy(services.db, {
        get(target, key, receiver) {
          const value: unknown = Reflect.get(target, key, receiver);
          if (key !== "execute" || typeof value !== "function") return value;
          return (query: SQL) => {
            const text = new PgDialect().sqlToQuery(query).sql;
            if (text.includes("array_to_string"))
              if (text.includes("= any(")) patches += 1;
              else builds += 1;
            return (value as (query: SQL) => unknown).call(target, query);
          };
        },
      }),
    };
    const [product] = await database.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(eq(catalogProducts.isArchived, false))
      .limit(1);
    const listed = (index: FacetIndex) =>
      index.isListed.reduce((sum: number, flag: number) => sum + flag, 0);
    const before = listed((await catalogIndexesOf(services, site, { wait: true }))!.index);
    await database.db
      .update(catalogProducts)
      .set({ isArchived: true })
      .where(eq(catalogProducts.id, product!.id));
    const writes: Promise<void>[] = [];
    for (let write = 0; write < 5; write += 1) {
      writes.push(productsChanged(counting, site, [product!.id]));
      // a shopper's call after each write: the indexes it had, never the database
      expect(await catalogIndexesOf(counting, site, { wait: false })).toBeDefined();
    }
    await Promise.all(writes);
    const after = (await catalogIndexesOf(counting, site, { wait: false }))!.index;
    expect(listed(after)).toBe(before - 1);
    // the first write's patch ran at once; the four that came meanwhile were applied together
    expect({ builds, patches }).toEqual({ builds: 0, patches: 2 });
    await database.db
      .update(catalogProducts)
      .set({ isArchived: false })
      .where(eq(catalogProducts.id, product!.id));
    await productsChanged(services, site, [product!.id]);
  });

  it("equal pg_trgm's word_similarity and %> on 400 keyword and text pairs", async () => {
    const random = generator(20261125);
    const pairs = Array.from({ length: 400 }, () => ({
      keywords: searchTextOf(randomKeywords(random)),
      text: random.pick(texts),
    })).filter((pair) => pair.keywords !== "");
    const scores = await rowsOf<{ value: number; matches: boolean }>(
      database.db,
      sql`select word_similarity(k, t) as value, t %> k as matches
        from unnest(${`{${pairs.map((pair) => JSON.stringify(pair.keywords)).join(",")}}`}::text[],
          ${`{${pairs.map((pair) => JSON.stringify(pair.text)).join(",")}}`}::text[]) as pair(k, t)`,
    );
    let near = 0;
    pairs.forEach((pair, at) => {
      const keywords = new Set(wordsOf(pair.keywords).flatMap(wordTrigrams));
      const ids = new Map([...keywords].map((trigram, id) => [trigram, id]));
      const sequence = wordsOf(pair.text)
        .flatMap(wordTrigrams)
        .map((trigram) => {
          if (!ids.has(trigram)) ids.set(trigram, ids.size);
          return ids.get(trigram)!;
        });
      const isKeyword = new Uint8Array(ids.size)
        .fill(0)
        .map((_, id) => (id < keywords.size ? 1 : 0));
      const lastAt = new Int32Array(ids.size).fill(-1);
      const value = wordSimilarity(
        Int32Array.from(sequence),
        sequence.length,
        isKeyword,
        keywords.size,
        lastAt,
      );
      const row = scores[at]!;
      expect(value, JSON.stringify(pair)).toBe(Math.fround(Number(row.value)));
      expect(value >= typoSimilarity, JSON.stringify(pair)).toBe(row.matches);
      if (value > 0.3 && value < 1) near += 1;
    });
    // the pairs must reach partial matches, not only none or whole words
    expect(near).toBeGreaterThan(40);
  });

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
    await productsChanged(services, call.site.id, [first!.id]);
    const [fromDatabase, fromMemory] = await bothWays({});
    expect(fromDatabase.total).toBe(before.total - 1);
    expect(fromMemory).toEqual(fromDatabase);
  });
});

// every sort of the schema (spec 9), and none: relevance for a search, newest otherwise
const sorts: (ProductSort | undefined)[] = [
  undefined,
  ...adminSchemas.productCategory.properties.sortTypes.items.enum,
];

describe("lists from the in-memory indexes (decision 030)", () => {
  it("equal the database's pages on 100 random calls in three languages", async () => {
    const random = generator(20261126);
    let searched = 0;
    for (let round = 0; round < 100; round += 1) {
      const body: ProductFilterRequest = {
        ...(random.chance(0.5) ? randomSearch(random) : randomBody(random)),
        sort: random.pick(sorts),
        page: random.chance(0.7) ? 1 : 1 + Math.floor(random.next() * 4),
        limit: random.pick([1, 3, 12, 24]),
        layered: random.chance(0.5),
      };
      const languageCode = random.pick(["hrv", "eng", "deu"]);
      const each = { ...call, languageCode };
      const [fromDatabase, fromMemory] = await Promise.all([
        filterProducts(services, each, body, { source: "database" }),
        filterProducts(services, each, body, { source: "memory" }),
      ]);
      expect(fromMemory, `${languageCode} ${JSON.stringify(body)}`).toEqual(fromDatabase);
      if (body.keywords && fromDatabase.totalRecords > 0) searched += 1;
    }
    // keyword searches must find products, not only nothing
    expect(searched).toBeGreaterThan(10);
  }, 120_000);

  it("rank 60 random keyword searches as the database does", async () => {
    const random = generator(20261127);
    let ranked = 0;
    for (let round = 0; round < 60; round += 1) {
      const body: ProductFilterRequest = { keywords: randomKeywords(random), limit: 5 };
      const each = { ...call, languageCode: random.pick(["hrv", "eng", "deu"]) };
      const [fromDatabase, fromMemory] = await Promise.all([
        filterProducts(services, each, body, { source: "database" }),
        filterProducts(services, each, body, { source: "memory" }),
      ]);
      expect(fromMemory, `${each.languageCode} ${JSON.stringify(body)}`).toEqual(fromDatabase);
      if (fromDatabase.totalRecords > 5) ranked += 1;
    }
    // searches with more matches than a page: the order decides which come first
    expect(ranked).toBeGreaterThan(12);
  }, 120_000);
});

describe("indexes patched by writes (decision 037)", () => {
  it("answer lists, counts and searches as a full rebuild and the database do", async () => {
    const site = call.site.id;
    const languages = ["hrv", "eng", "deu"];
    for (const languageCode of languages)
      await catalogIndexesOf(services, site, { languageCode, wait: true });
    const edit = (id: number) => productEditShape(database.db, { siteId: site, id, attributes });
    const save = async (id: number | undefined, body: ProductSaveRequest) => {
      const saved = await saveProduct(database.db, {
        siteId: site,
        id,
        body,
        attributes,
        categories,
      });
      await productsChanged(services, site, [saved]);
      return saved;
    };
    const named = (body: ProductSaveRequest, name: (language: string) => string) => ({
      ...body,
      translations: Object.fromEntries(
        Object.entries(body.translations).map(([language, text]) => [
          language,
          { ...text, name: name(language), slug: `${text.slug}-${name(language).length}` },
        ]),
      ),
    });
    const listedIds = await database.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(eq(catalogProducts.isArchived, false))
      .orderBy(catalogProducts.id);
    const [first, second, third, fourth, fifth, sixth] = listedIds.map((row) => row.id);
    const template = await edit(first!);

    // new products, one with words no text had (new trigrams), one named as another product
    const added = await save(undefined, {
      ...named(template, (language) => `Zvjezdana kupinovača ${language}`),
      sku: "PATCH-1",
    });
    const twin = (await edit(second!)).translations;
    await save(undefined, {
      ...named(template, (language) => twin[language]?.name ?? "x"),
      sku: "PATCH-2",
    });
    // a price, an attribute's options, the categories and the name of existing products
    await save(third, { ...(await edit(third!)), finalPrice: 1.5, retailPrice: 99 });
    const options = attributes.find((attribute) => attribute.inputType === "multipleSelect");
    const withOptions = await edit(fourth!);
    await save(fourth, {
      ...withOptions,
      attributes: [
        ...(withOptions.attributes ?? []).filter((entry) => entry.attributeCode !== options?.code),
        ...(options ? [{ attributeCode: options.code, value: [options.options.at(-1)!.id] }] : []),
      ],
    });
    const moved = await edit(fifth!);
    await save(fifth, {
      ...named(moved, (language) => `Aaa prvi ${language}`),
      categoryIds: [categories.at(-1)!.id],
      mainCategoryId: categories.at(-1)!.id,
    });
    // archived, hidden, and a product gone from the database
    await save(sixth, { ...(await edit(sixth!)), isArchived: true });
    await save(added, { ...(await edit(added)), isVisibleIndividually: false });
    const gone = await save(undefined, {
      ...named(template, () => "Nestali proizvod"),
      sku: "PATCH-3",
    });
    await database.db.delete(catalogProducts).where(eq(catalogProducts.id, gone));
    await productsChanged(services, site, [gone]);
    // two products saved at once whose writes land out of order: the later id first
    const early = await saveProduct(database.db, {
      siteId: site,
      body: { ...named(template, () => "Kasni smokvin džem"), sku: "PATCH-4" },
      attributes,
      categories,
    });
    const late = await save(undefined, { ...named(template, () => "Rani džem"), sku: "PATCH-5" });
    expect(late).toBeGreaterThan(early);
    await productsChanged(services, site, [early]);

    const answers = async () => {
      const random = generator(20261201);
      const bodies: [string, ProductFilterRequest][] = [];
      for (const languageCode of languages)
        for (const sort of ["nameAsc", "nameDesc", "priceAsc", "newest"] as const)
          bodies.push([languageCode, { sort, limit: 100, layered: true, select: ["name"] }]);
      for (const keywords of ["kupinovaca", "kupinovac", "dzem", "smokvin", "nestali"])
        bodies.push(["hrv", { keywords, limit: 24, layered: true }]);
      for (let round = 0; round < 50; round += 1)
        bodies.push([
          random.pick(languages),
          {
            ...(random.chance(0.5) ? randomSearch(random) : randomBody(random)),
            sort: random.pick(sorts),
            page: random.chance(0.7) ? 1 : 1 + Math.floor(random.next() * 4),
            limit: random.pick([3, 12, 24]),
            layered: random.chance(0.5),
          },
        ]);
      const pages: ProductPage[] = [];
      for (const [languageCode, body] of bodies) {
        const each = { ...call, languageCode };
        const [fromDatabase, fromMemory] = await Promise.all([
          filterProducts(services, each, body, { source: "database" }),
          filterProducts(services, each, body, { source: "memory" }),
        ]);
        expect(fromMemory, `${languageCode} ${JSON.stringify(body)}`).toEqual(fromDatabase);
        pages.push(fromMemory);
      }
      return pages;
    };
    const patched = await answers();
    // the new words are found, the product gone is not
    expect(patched.some((page) => page.records.some((record) => record.id === early))).toBe(true);
    const beforeRebuild = await catalogIndexesOf(services, site, { wait: true });
    await productsChanged(services, site, "all");
    expect((await catalogIndexesOf(services, site, { wait: true }))!.index).not.toBe(
      beforeRebuild!.index,
    );
    expect(await answers()).toEqual(patched);
  }, 240_000);
});
