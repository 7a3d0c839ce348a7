import { createConnection } from "node:net";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { type Cache, type CacheEntry, createMemoryCache } from "./cache.ts";
import { startRedisProxy } from "../../tests/server/redis-proxy.ts";
import { cacheKeys, cacheTags } from "./cache-keys.ts";
import { createRedisCache } from "./redis-cache.ts";

const entry = (key: string, tags: string[] = []): CacheEntry => ({ key, tags });

// The Redis adapter runs against 127.0.0.1:6379 when it answers (CI has it), under its own prefix.
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const isRedisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.once("connect", () => resolve(true));
  socket.once("error", () => resolve(false));
  socket.setTimeout(500, () => resolve(false));
}).then((isUp) => isUp);
const opened: Cache[] = [];
afterAll(async () => {
  for (const cache of opened) await cache.clear();
  await Promise.all(opened.map((cache) => cache.close()));
});

const adapters: [string, (prefix: string) => Promise<Cache>][] = [
  ["memory", () => Promise.resolve(createMemoryCache({ max: 100, ttlMs: 60_000 }))],
];
if (isRedisUp) {
  adapters.push([
    "redis",
    async (prefix) => {
      const cache = await createRedisCache({ url: redisUrl, ttlMs: 60_000, prefix });
      opened.push(cache);
      return cache;
    },
  ]);
}

describe.each(adapters)("cache adapter: %s", (_name, create) => {
  it("loads once per entry while fresh, and counts hits and misses", async () => {
    const cache = await create(`test-perf-${randomUUID()}:`);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad(entry("a"), load)).toBe(1);
    expect(await cache.getOrLoad(entry("a"), load)).toBe(1);
    expect(loads).toBe(1);
    expect(cache.stats()).toEqual({ hits: 1, misses: 1 });
  });

  it("does not remember failed loads", async () => {
    const cache = await create(`test-perf-${randomUUID()}:`);
    await expect(
      cache.getOrLoad(entry("a"), () => Promise.reject(new Error("x"))),
    ).rejects.toThrow();
    expect(await cache.getOrLoad(entry("a"), async () => "ok")).toBe("ok");
  });

  it("drops every entry under an invalidated tag, and only those", async () => {
    const cache = await create(`test-perf-${randomUUID()}:`);
    const site = "site-1";
    const page = cacheKeys.page(site, "hrv", "slug", "o-nama");
    const menu = cacheKeys.navigation(site, "hrv", "main");
    const other = cacheKeys.page("site-2", "hrv", "slug", "o-nama");
    await cache.set(page, { title: "Stari" });
    await cache.set(menu, ["stavka"]);
    await cache.set(other, { title: "Drugi" });
    await cache.invalidate([cacheTags.pages(site)]);
    expect(await cache.get(page)).toBeUndefined();
    expect(await cache.get(menu)).toEqual(["stavka"]);
    expect(await cache.get(other)).toEqual({ title: "Drugi" });
  });

  it("keeps dates as dates", async () => {
    const cache = await create(`test-perf-${randomUUID()}:`);
    const when = new Date("2026-11-23T10:00:00Z");
    const row = entry("row", [cacheTags.sites]);
    await cache.set(row, { createdAt: when });
    expect(await cache.get(row)).toEqual({ createdAt: when });
  });

  it("does not store a load that an invalidation overtook", async () => {
    const cache = await create(`test-perf-${randomUUID()}:`);
    let release = () => {};
    const slow = cache.getOrLoad(entry("a", ["t"]), async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return "stale";
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await cache.invalidate(["t"]);
    release();
    expect(await slow).toBe("stale");
    expect(await cache.getOrLoad(entry("a", ["t"]), async () => "fresh")).toBe("fresh");
  });

  it("never serves a value built before an invalidation that came while it was built", async () => {
    const cache = await create(`test-perf-${randomUUID()}:`);
    const page = entry("page", ["t"]);
    const missed = await cache.lookup<string>(page);
    expect(missed.value).toBeUndefined();
    await cache.invalidate(["t"]);
    await missed.store("rendered from the old content");
    expect(await cache.get(page)).toBeUndefined();
    const again = await cache.lookup<string>(page);
    await again.store("fresh");
    expect(await cache.get(page)).toBe("fresh");
  });
});

describe("cache adapter: memory", () => {
  it("evicts the least recently used entry past max", async () => {
    const cache = createMemoryCache({ max: 2, ttlMs: 60_000 });
    await cache.getOrLoad(entry("a"), async () => "a1");
    await cache.getOrLoad(entry("b"), async () => "b1");
    await cache.getOrLoad(entry("a"), async () => "a2"); // touch a
    await cache.getOrLoad(entry("c"), async () => "c1"); // evicts b
    expect(await cache.getOrLoad(entry("a"), async () => "a3")).toBe("a1");
    expect(await cache.getOrLoad(entry("b"), async () => "b2")).toBe("b2");
  });

  it("runs a lazy thenable (such as a Drizzle query) only once", async () => {
    const cache = createMemoryCache({ max: 2, ttlMs: 60_000 });
    let runs = 0;
    const query = {
      then: (resolve: (value: number) => void) => resolve(++runs),
    } as unknown as Promise<number>;
    await cache.getOrLoad(entry("q"), () => query);
    expect(await cache.getOrLoad(entry("q"), () => query)).toBe(1);
    expect(runs).toBe(1);
  });
});

describe.runIf(isRedisUp)("cache adapter: redis across instances", () => {
  it("an invalidation on one instance reaches the other at once", async () => {
    const prefix = `test-perf-${randomUUID()}:`;
    const one = await createRedisCache({ url: redisUrl, ttlMs: 60_000, prefix });
    const two = await createRedisCache({ url: redisUrl, ttlMs: 60_000, prefix });
    opened.push(one, two);
    const menu = cacheKeys.navigation("s", "hrv", "main");
    await one.set(menu, ["stari"]);
    expect(await two.get(menu)).toEqual(["stari"]);
    await two.invalidate([cacheTags.menus("s")]);
    expect(await one.get(menu)).toBeUndefined();
  });

  it("a page one instance built from old content never lands after another's invalidation", async () => {
    const prefix = `test-perf-${randomUUID()}:`;
    const one = await createRedisCache({ url: redisUrl, ttlMs: 60_000, prefix });
    const two = await createRedisCache({ url: redisUrl, ttlMs: 60_000, prefix });
    opened.push(one, two);
    const page = cacheKeys.page("s", "hrv", "slug", "o-nama");
    const missed = await one.lookup<string>(page);
    expect(await two.invalidate([cacheTags.pages("s")])).toBe(true);
    await missed.store("stari");
    expect(await two.get(page)).toBeUndefined();
    expect(await one.get(page)).toBeUndefined();
  });
});

describe.runIf(isRedisUp)("cache adapter: redis going away", () => {
  it("serves from memory with one warning while Redis is away, and drops what it held when back", async () => {
    const proxy = await startRedisProxy(redisUrl);
    const warnings: unknown[] = [];
    let recoveries = 0;
    const prefix = `test-perf-${randomUUID()}:`;
    const cache = await createRedisCache({
      url: proxy.url,
      ttlMs: 60_000,
      prefix,
      onUnavailable: (error) => warnings.push(error),
      onAvailable: () => (recoveries += 1),
    });
    opened.push(cache);
    const list = entry("list", ["catalog:s"]);
    expect(await cache.getOrLoad(list, async () => "before")).toBe("before");
    await proxy.stop();
    let loads = 0;
    for (let call = 0; call < 20; call += 1)
      expect(await cache.getOrLoad(list, async () => `away ${++loads}`)).toBe("away 1");
    expect(loads).toBe(1);
    // a write meanwhile reaches this process's own store only
    expect(await cache.invalidate(["catalog:s"])).toBe(false);
    expect(await cache.getOrLoad(list, async () => "after the write")).toBe("after the write");
    expect(warnings).toHaveLength(1);
    await proxy.start();
    await expect.poll(() => recoveries, { timeout: 5000 }).toBe(1);
    // Redis still holds "before", which the write while it was away could not drop
    expect(await cache.getOrLoad(list, async () => "fresh")).toBe("fresh");
    expect(warnings).toHaveLength(1);
    await proxy.stop();
  });

  it("starts without Redis with one warning, serves from memory, and takes Redis when it comes", async () => {
    const proxy = await startRedisProxy(redisUrl);
    await proxy.stop();
    const warnings: unknown[] = [];
    let recoveries = 0;
    const cache = await createRedisCache({
      url: proxy.url,
      ttlMs: 60_000,
      prefix: `test-perf-${randomUUID()}:`,
      onUnavailable: (error) => warnings.push(error),
      onAvailable: () => (recoveries += 1),
    });
    opened.push(cache);
    const list = entry("list", ["catalog:s"]);
    let loads = 0;
    for (let call = 0; call < 20; call += 1)
      expect(await cache.getOrLoad(list, async () => `local ${++loads}`)).toBe("local 1");
    expect(warnings).toHaveLength(1);
    await proxy.start();
    await expect.poll(() => recoveries, { timeout: 10_000 }).toBe(1);
    // what this process stored alone is dropped: Redis answers from now on
    expect(await cache.getOrLoad(list, async () => "shared")).toBe("shared");
    expect(warnings).toHaveLength(1);
    await proxy.stop();
  });
});

// issue 18: junk keys evicted real pages in memory.
const bounded: [string, (maxBytes: number) => Promise<Cache>][] = [
  [
    "memory",
    (maxBytes) => Promise.resolve(createMemoryCache({ max: 1000, ttlMs: 60_000, maxBytes })),
  ],
];
if (isRedisUp) {
  bounded.push([
    "redis",
    async (maxBytes) => {
      const prefix = `test-budget-${randomUUID()}:`;
      const cache = await createRedisCache({ url: redisUrl, ttlMs: 60_000, prefix, maxBytes });
      opened.push(cache);
      return cache;
    },
  ]);
}

describe.each(bounded)("cache adapter: %s within a byte budget", (_name, create) => {
  it("drops the entries nearest their end once the values outgrow it", async () => {
    const cache = await create(2000);
    const value = "x".repeat(100);
    // each lives a second longer than the one before, so the first written ends first
    const entries = Array.from({ length: 40 }, (_, index) => ({
      ...entry(`page-response:${index}`),
      ttlMs: 60_000 + index * 1000,
    }));
    for (const item of entries) await cache.set(item, value);
    const kept = [];
    for (const item of entries) if ((await cache.get(item)) !== undefined) kept.push(item.key);
    expect(kept.length * value.length).toBeLessThanOrEqual(2000);
    expect(kept.length).toBeGreaterThanOrEqual(5);
    expect(kept).toContain(entries.at(-1)?.key);
    expect(kept).not.toContain(entries[0]?.key);
  });
});

// issue 18: junk keys added 119 MB to a Redis without a limit; the budget is the cache's own
// (decision 035), kept by one script per write. These read what Redis holds under the prefix.
describe.runIf(isRedisUp)("cache adapter: redis within a byte budget", () => {
  const inspect = new Redis(redisUrl, { lazyConnect: true });
  afterAll(() => inspect.quit());
  const kilobyte = "x".repeat(1000);

  async function budgeted(maxBytes: number, prefix = `test-budget-${randomUUID()}:`) {
    const cache = await createRedisCache({ url: redisUrl, ttlMs: 60_000, prefix, maxBytes });
    opened.push(cache);
    return { cache, prefix };
  }

  /** Entries held (key and STRLEN + key length) and the bookkeeping, checked against each other. */
  async function holding(prefix: string, maxBytes: number) {
    const keys: string[] = [];
    let cursor = "0";
    do {
      const [next, batch] = await inspect.scan(cursor, "MATCH", `${prefix}entry:*`, "COUNT", 500);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== "0");
    const lengths = await Promise.all(keys.map((key) => inspect.strlen(key)));
    const entries = new Map(keys.map((key, index) => [key, (lengths[index] ?? 0) + key.length]));
    const records = await inspect.hgetall(`${prefix}budget:sizes`);
    const sizes = new Map(
      Object.entries(records).map(([key, record]) => [key, Number(record.split("\n")[0])]),
    );
    const ranked = await inspect.zrange(`${prefix}budget:lru`, "0", "-1");
    const total = Number((await inspect.get(`${prefix}budget:bytes`)) ?? 0);
    const held = [...entries.values()].reduce((sum, size) => sum + size, 0);
    expect(held).toBeLessThanOrEqual(maxBytes);
    expect(total).toBeLessThanOrEqual(maxBytes);
    // the total is the recorded sizes, the LRU set ranks exactly the recorded keys, and every
    // entry held is recorded at its size (nothing uncounted)
    expect(total).toBe([...sizes.values()].reduce((sum, size) => sum + size, 0));
    expect([...ranked].sort()).toEqual([...sizes.keys()].sort());
    for (const [key, size] of entries) expect(sizes.get(key), key).toBe(size);
    return { entries, sizes, total, held };
  }

  const page = (index: number | string, tags: string[] = ["responses:s"]) =>
    entry(`page-response:${index}`, tags);

  it("keeps the entries written last within the budget and drops the old ones", async () => {
    const { cache, prefix } = await budgeted(20_000);
    for (let index = 0; index < 200; index += 1) await cache.set(page(index), kilobyte);
    const { entries, held } = await holding(prefix, 20_000);
    expect(entries.size).toBeGreaterThanOrEqual(15);
    expect(held).toBeGreaterThan(20_000 - 2 * 1100);
    for (let index = 190; index < 200; index += 1)
      expect(entries.has(`${prefix}entry:page-response:${index}`), `entry ${index}`).toBe(true);
    for (let index = 0; index < 150; index += 1)
      expect(entries.has(`${prefix}entry:page-response:${index}`), `entry ${index}`).toBe(false);
    expect(await cache.get(page(199))).toBe(kilobyte);
    expect(await cache.get(page(0))).toBeUndefined();
  });

  it("keeps an entry that is read alive past the colder ones", async () => {
    const { cache, prefix } = await budgeted(20_000);
    for (let index = 0; index < 100; index += 1) {
      await cache.set(page(index), kilobyte);
      if (index % 5 === 4) expect(await cache.get(page(0))).toBe(kilobyte);
    }
    const { entries } = await holding(prefix, 20_000);
    expect(entries.has(`${prefix}entry:page-response:0`)).toBe(true);
    expect(entries.has(`${prefix}entry:page-response:1`)).toBe(false);
    expect(await cache.get(page(0))).toBe(kilobyte);
  });

  it("counts a rewritten entry once, at its new size", async () => {
    const { cache, prefix } = await budgeted(20_000);
    await cache.set(page("a"), kilobyte);
    await cache.set(page("a"), kilobyte.repeat(3));
    const { sizes, total, entries } = await holding(prefix, 20_000);
    expect(sizes.size).toBe(1);
    expect(total).toBe(entries.get(`${prefix}entry:page-response:a`));
    expect(total).toBeGreaterThan(3000);
  });

  it("does not store an entry bigger than the whole budget, nor drop others for it", async () => {
    const { cache, prefix } = await budgeted(5_000);
    await cache.set(page("small"), kilobyte);
    await cache.set(page("huge"), kilobyte.repeat(6));
    expect(await cache.get(page("huge"))).toBeUndefined();
    expect(await cache.get(page("small"))).toBe(kilobyte);
    const { sizes } = await holding(prefix, 5_000);
    expect([...sizes.keys()]).toEqual([`${prefix}entry:page-response:small`]);
  });

  it("an invalidation takes what it drops off the counted total", async () => {
    const { cache, prefix } = await budgeted(20_000);
    for (let index = 0; index < 5; index += 1) {
      await cache.set(page(`t${index}`, ["t"]), kilobyte);
      await cache.set(page(`u${index}`, ["u", "t2"]), kilobyte);
    }
    const before = await holding(prefix, 20_000);
    expect(before.sizes.size).toBe(10);
    await cache.invalidate(["t"]);
    const after = await holding(prefix, 20_000);
    expect([...after.sizes.keys()].sort()).toEqual(
      [0, 1, 2, 3, 4].map((index) => `${prefix}entry:page-response:u${index}`),
    );
    expect(after.total).toBe([...after.sizes.values()].reduce((sum, size) => sum + size, 0));
    expect(after.total).toBeLessThan(before.total - 5 * 1000);
    expect(await inspect.exists(`${prefix}tag:t`)).toBe(0);
    expect(await inspect.scard(`${prefix}tag:u`)).toBe(5);
  });

  it("clearing one kind takes its entries off the counted total", async () => {
    const { cache, prefix } = await budgeted(20_000);
    for (let index = 0; index < 4; index += 1) {
      await cache.set(entry(`alpha:${index}`, ["t"]), kilobyte);
      await cache.set(entry(`beta:${index}`, ["t"]), kilobyte);
    }
    await cache.clearKind?.("alpha");
    const { sizes } = await holding(prefix, 20_000);
    expect([...sizes.keys()].sort()).toEqual(
      [0, 1, 2, 3].map((index) => `${prefix}entry:beta:${index}`),
    );
    expect(await inspect.scard(`${prefix}tag:t`)).toBe(4);
  });

  it("a flood of 3,000 junk keys from two instances stays within the budget", async () => {
    const prefix = `test-budget-${randomUUID()}:`;
    const one = await budgeted(20_000, prefix);
    const two = await budgeted(20_000, prefix);
    const flood = (cache: Cache, from: number) =>
      (async () => {
        for (let index = from; index < 3000; index += 2)
          await cache.set(page(`junk-${index}`, ["responses:s"]), kilobyte);
      })();
    await Promise.all([flood(one.cache, 0), flood(two.cache, 1)]);
    const { entries, sizes } = await holding(prefix, 20_000);
    expect(entries.size).toBeGreaterThanOrEqual(15);
    expect(sizes.size).toBeLessThanOrEqual(20);
    // the tag set holds the entries kept, not every key ever written
    expect(await inspect.scard(`${prefix}tag:responses:s`)).toBe(sizes.size);
  });
});
