import { createConnection } from "node:net";
import { randomUUID } from "node:crypto";
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
// Redis is bounded by its own maxmemory for now (decision 035)

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
