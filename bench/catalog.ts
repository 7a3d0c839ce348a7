// `npm run bench:catalog`: web/filter with layered counts (one call, as the category page makes
// it) over the catalogue in the configured database (DATABASE_URL, else the PGlite under
// DATA_DIR): seed it first with `npm run seed:catalog -- --products 100000`. Prints p50 and p95
// per query shape, measured in this run (issue 8 goals: p95 <= 20 ms PostgreSQL, 50 ms PGlite).
import Fastify from "fastify";
import type { ProductFilterRequest } from "#generated/types.ts";
import { openDatabase } from "#server/db/client.ts";
import { loadAttributes, loadCategories } from "#server/modules/catalog/operations/catalog-data.ts";
import { filterProducts } from "#server/modules/catalog/operations/filter-products.ts";
import { createMemoryCache } from "#server/platform/cache.ts";
import { readConfig } from "#server/platform/config.ts";
import { count } from "drizzle-orm";
import { catalogProducts, sites } from "#server/db/schema.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 60);
// cold: a fresh cache per call, so every call computes its layered counts
const isCold = process.env.BENCH_CACHE === "cold";
const config = readConfig();
const database = await openDatabase(config);
const services = {
  db: database.db,
  config,
  cache: createMemoryCache({ max: 1000, ttlMs: 600_000 }),
  log: Fastify({ logger: false }).log,
  // the bench queues no mail: nothing to wake
  mail: { wake: () => undefined },
};
try {
  const [site] = await database.db.select().from(sites).limit(1);
  if (!site) throw new Error("no site: run npm run seed:catalog first");
  const call = { site, languageCode: "hrv" };
  const [attributes, categories] = await Promise.all([
    loadAttributes(services, site.id),
    loadCategories(services, site.id),
  ]);
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(catalogProducts);
  const root = categories.find((category) => category.parentId === null);
  const leaf = categories.find((category) => category.parentId !== null);
  const option = (code: string, index = 0) =>
    attributes.find((attribute) => attribute.code === code)?.options[index]?.id ?? 0;
  const shapes: [string, ProductFilterRequest][] = [
    ["whole shop, newest", { page: 1, limit: 12 }],
    ["top category", { categories: [root?.id ?? 0], page: 1, limit: 12 }],
    [
      "subcategory, by price",
      { categories: [leaf?.id ?? 0], sort: "priceAsc", page: 1, limit: 12 },
    ],
    [
      "one facet value",
      {
        categories: [root?.id ?? 0],
        filters: [{ key: "grapeVariety", value: [option("grapeVariety")] }],
        limit: 12,
      },
    ],
    [
      "two facets + price range, page 5",
      {
        filters: [
          { key: "region", value: [option("region"), option("region", 1)] },
          { key: "colour", value: [option("colour")] },
          { key: "price", value: [10, 60], range: true },
        ],
        page: 5,
        limit: 24,
      },
    ],
    ["on sale, by name", { discount: true, sort: "nameAsc", page: 1, limit: 12 }],
  ];
  console.log(
    `${n} products on ${database.kind}, ${isCold ? "cold: counts computed every call" : "warm cache"}; ${rounds} rounds per shape (web/filter + layered counts)`,
  );
  console.log("| query | records | p50 ms | p95 ms |");
  console.log("| --- | --- | --- | --- |");
  for (const [name, body] of shapes) {
    const times: number[] = [];
    let total = 0;
    for (let round = 0; round < rounds + 5; round += 1) {
      const started = performance.now();
      const cache = isCold ? createMemoryCache({ max: 10, ttlMs: 600_000 }) : services.cache;
      const page = await filterProducts({ ...services, cache }, call, { ...body, layered: true });
      // the first five warm the caches and the planner
      if (round >= 5) times.push(performance.now() - started);
      total = page.totalRecords;
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1);
    console.log(`| ${name} | ${total} | ${at(0.5)} | ${at(0.95)} |`);
  }
} finally {
  await database.close();
}
