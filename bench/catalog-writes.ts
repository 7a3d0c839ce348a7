// `npm run bench:catalog-writes`: category reads while a back-office user saves products (issue
// 18, "A write never stalls the shop"). On a fresh in-memory PGlite, or on the PostgreSQL of
// DATABASE_URL (its schema is dropped first: use a bench database), seeds BENCH_PRODUCTS
// products (default 100,000), starts the API in this process and reads category lists over HTTP
// (web/filter with layered counts, as the category page asks: a few categories, two sorts, two
// pages) from BENCH_CONNECTIONS clients at once (default 4) for BENCH_SECONDS (default 10),
// without writes and then with one product save a second (the edit form read, the price changed,
// saved), BENCH_ROUNDS times interleaved (default 2). Prints reads a second and p50 / p99 of
// each run and the ratio of the best runs (goal: with writes at least 80 % of without, p99 at
// most 50 ms).
import { loadavg } from "node:os";
import { sql } from "drizzle-orm";
import type { LoginResult, ProductSaveRequest } from "#generated/types.ts";
import { rowsOf } from "#server/db/rows-of.ts";
import { seedLargeCatalog } from "#server/db/seed/catalog/seed-large.ts";
import { demoAccounts } from "#server/db/seed/seed.ts";
import { startBenchApi } from "./api-server.ts";

const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

const { app, database, url } = await startBenchApi(async (database) => {
  const seeding = performance.now();
  await seedLargeCatalog(database.db, products);
  console.log(
    `${products} products seeded on ${database.kind} in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
});

async function call<T>(
  path: string,
  init: { body?: unknown; method?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(url + path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: { "content-type": "application/json", ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json()) as { data: T };
  if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const editor = demoAccounts.find((account) => account.role === "back-office");
if (!editor) throw new Error("the seed has no back-office account");
const login = await call<LoginResult>("/api/v1/login", {
  body: { username: editor.email, password: editor.password },
});
const asEditor = { accessToken: login.tokens.accessToken, language: "hrv" };

// the three categories with the most products, and products of theirs to save
const categories = await rowsOf<{ id: number }>(
  database.db,
  sql`select c as id from catalog_products, unnest(category_ids) c
    where not is_archived and is_visible_individually group by c order by count(*) desc limit 3`,
);
const written = await rowsOf<{ id: number }>(
  database.db,
  sql`select id from catalog_products where category_ids && ${`{${categories.map((c) => c.id).join(",")}}`}::int[]
    and not is_archived and is_visible_individually order by random() limit 50`,
);
const reads = categories.flatMap((category) =>
  (["newest", "priceAsc"] as const).flatMap((sort) =>
    [1, 2].map((page) => ({ categories: [category.id], sort, page, limit: 12, layered: true })),
  ),
);

const readList = (turn: number) =>
  call("/api/v1/product/web/filter", { body: reads[turn % reads.length] });

/** Reads from `connections` clients for `duration` ms: reads a second, p50 and p99 in ms. */
async function readFor(duration: number) {
  const times: number[] = [];
  const end = performance.now() + duration;
  let turn = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await readList((turn += 1));
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { perSecond: times.length / (duration / 1000), p50: at(0.5), p99: at(0.99) };
}

/** One product save a second until `stop` (the next starts a second after the last began). */
async function writeEverySecond(stop: () => boolean) {
  const times: number[] = [];
  let turn = 0;
  while (!stop()) {
    const started = performance.now();
    const id = written[turn % written.length]?.id ?? 0;
    turn += 1;
    const body = await call<ProductSaveRequest>(`/api/v1/product/edit/${id}`, {
      headers: asEditor,
    });
    const price = Math.round((5 + Math.random() * 95) * 100) / 100;
    await call(`/api/v1/product/update/${id}`, {
      method: "PATCH",
      headers: asEditor,
      body: { ...body, finalPrice: price, retailPrice: Math.max(price, body.retailPrice) },
    });
    const took = performance.now() - started;
    times.push(took);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - took)));
  }
  times.sort((a, b) => a - b);
  return { writes: times.length, p50: times[Math.floor(times.length / 2)] ?? 0 };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");
try {
  // the first reads build the indexes: wait until a read answers quickly ten times in a row
  const warming = performance.now();
  for (let quick = 0; quick < 10 && performance.now() - warming < 120_000;) {
    const started = performance.now();
    await readList(quick);
    quick = performance.now() - started < 50 ? quick + 1 : 0;
  }
  await readFor(2000);
  console.log(
    `warm after ${((performance.now() - warming) / 1000).toFixed(1)} s; ${reads.length} category lists (3 categories, 2 sorts, 2 pages, layered counts), ${connections} clients, ${rounds} rounds of ${seconds} s each way; load average ${load()} (${new Date().toISOString()})\n`,
  );
  console.log("| run | reads/s | p50 ms | p99 ms | writes | write p50 ms |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  const quiet: Awaited<ReturnType<typeof readFor>>[] = [];
  const busy: Awaited<ReturnType<typeof readFor>>[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const without = await readFor(seconds * 1000);
    quiet.push(without);
    console.log(
      `| ${round}: without writes | ${without.perSecond.toFixed(0)} | ${without.p50.toFixed(1)} | ${without.p99.toFixed(1)} | 0 | |`,
    );
    let done = false;
    const writer = writeEverySecond(() => done);
    const withWrites = await readFor(seconds * 1000);
    done = true;
    const writes = await writer;
    busy.push(withWrites);
    console.log(
      `| ${round}: one write a second | ${withWrites.perSecond.toFixed(0)} | ${withWrites.p50.toFixed(1)} | ${withWrites.p99.toFixed(1)} | ${writes.writes} | ${writes.p50.toFixed(1)} |`,
    );
  }
  const best = (runs: typeof quiet) =>
    runs.reduce((top, run) => (run.perSecond > top.perSecond ? run : top));
  const [a, b] = [best(quiet), best(busy)];
  console.log(
    `\n${database.kind}, best runs: ${b.perSecond.toFixed(0)} / ${a.perSecond.toFixed(0)} reads a second = ${(b.perSecond / a.perSecond).toFixed(3)} with writes (goal >= 0.8); p99 ${b.p99.toFixed(1)} ms with writes, ${a.p99.toFixed(1)} ms without (goal <= 50); load average ${load()}`,
  );
} finally {
  await app.close();
  await database.close();
}
