import { type Cache, createMemoryCache } from "./cache.ts";

/** Told when Redis goes away (once) and comes back; the cache serves from memory meanwhile. */
export type CacheWatcher = { onUnavailable: (error: unknown) => void; onAvailable: () => void };

/** The cache of this configuration: Redis when REDIS_URL is set, else in-process. */
export async function createCache(
  config: { redisUrl: string | undefined; redisPrefix?: string; cacheMaxBytes?: number },
  watcher?: CacheWatcher,
): Promise<Cache> {
  const ttlMs = 5 * 60_000;
  // at most cacheMaxBytes of entries in either store (CACHE_MAX_MB, decision 035); in memory at
  // most 2,000 entries too: whole pages are ~40 KB
  const maxBytes = config.cacheMaxBytes === undefined ? {} : { maxBytes: config.cacheMaxBytes };
  if (!config.redisUrl) return createMemoryCache({ max: 2000, ttlMs, ...maxBytes });
  const { createRedisCache } = await import("./redis-cache.ts");
  return createRedisCache({
    url: config.redisUrl,
    ttlMs,
    ...(config.redisPrefix ? { prefix: config.redisPrefix } : {}),
    ...maxBytes,
    ...watcher,
  });
}
