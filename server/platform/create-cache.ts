import { type Cache, createMemoryCache } from "./cache.ts";

/** Told when Redis goes away (once) and comes back; the cache serves from memory meanwhile. */
export type CacheWatcher = { onUnavailable: (error: unknown) => void; onAvailable: () => void };

/** The cache of this configuration: Redis when REDIS_URL is set, else in-process. */
export async function createCache(
  config: { redisUrl: string | undefined; redisPrefix?: string },
  watcher?: CacheWatcher,
): Promise<Cache> {
  const ttlMs = 5 * 60_000;
  // ~2,000 entries: whole pages are ~35 KB each, so the worst case stays near 70 MB.
  if (!config.redisUrl) return createMemoryCache({ max: 2000, ttlMs });
  const { createRedisCache } = await import("./redis-cache.ts");
  return createRedisCache({
    url: config.redisUrl,
    ttlMs,
    ...(config.redisPrefix ? { prefix: config.redisPrefix } : {}),
    ...watcher,
  });
}
