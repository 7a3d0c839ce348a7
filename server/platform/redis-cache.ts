import { Redis } from "ioredis";
import type { Cache, CacheEntry, CacheKindSize } from "./cache.ts";

// Dates survive the JSON round trip (database rows carry them).
function serialise(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key, item: unknown) {
    const original = this[key];
    return original instanceof Date ? { $date: original.toISOString() } : item;
  });
}

function deserialise(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === "object" && value !== null && "$date" in value
      ? new Date(String((value as { $date: string }).$date))
      : value,
  );
}

/**
 * Stores an entry within a byte budget (issue 18: junk keys added 119 MB to a Redis without a
 * limit; the shared Redis server's own maxmemory is not ours to set). The cache keeps the size
 * of each entry it wrote in a hash (with the total under "total") and its expiry in a sorted
 * set: entries already expired are taken off the total, then the entries nearest their expiry
 * are deleted until the total fits. An entry dropped by an invalidation still counts until it
 * would have expired, so the total errs high. One script: instances writing at once never both
 * spend the same room.
 * KEYS: entry, sizes hash, expiry set; ARGV: value, ttl seconds, now (ms), budget (bytes).
 */
const budgetScript = `
local entry, sizes, expiry = KEYS[1], KEYS[2], KEYS[3]
local ttl, now, budget = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local function forget(key)
  local size = tonumber(redis.call('HGET', sizes, key) or '0')
  redis.call('HDEL', sizes, key)
  redis.call('ZREM', expiry, key)
  if size == 0 then return tonumber(redis.call('HGET', sizes, 'total') or '0') end
  return redis.call('HINCRBY', sizes, 'total', 0 - size)
end
for _, key in ipairs(redis.call('ZRANGEBYSCORE', expiry, '-inf', now, 'LIMIT', 0, 100)) do
  forget(key)
end
-- a total below zero means Redis lost the hash (evicted) while the set stayed: start again
if tonumber(redis.call('HGET', sizes, 'total') or '0') < 0 then redis.call('HSET', sizes, 'total', 0) end
forget(entry)
local size = #ARGV[1] + #entry
redis.call('SET', entry, ARGV[1], 'EX', ttl)
redis.call('HSET', sizes, entry, size)
redis.call('ZADD', expiry, now + ttl * 1000, entry)
local total = redis.call('HINCRBY', sizes, 'total', size)
while total > budget do
  local oldest = redis.call('ZRANGE', expiry, 0, 0)[1]
  if not oldest then
    redis.call('HSET', sizes, 'total', 0)
    break
  end
  redis.call('DEL', oldest)
  total = forget(oldest)
end
return total
`;

/**
 * The cache in Redis (REDIS_URL), shared by every instance. A tag is a Redis set of the keys
 * under it; invalidating deletes the keys and the set, so every instance misses at once, and a
 * message on the invalidation channel tells instances with a load in flight not to store it.
 */
export async function createRedisCache(options: {
  url: string;
  ttlMs: number;
  /** Namespace of every key (tests use their own); clear() deletes only keys under it. */
  prefix?: string;
  /** Told about Redis failures; the cache then acts as a miss and pages still render. */
  onError?: (error: unknown) => void;
  /** The most the entries may hold together, in bytes (budgetScript); unbounded when absent. */
  maxBytes?: number;
}): Promise<Cache> {
  const onError = options.onError ?? (() => {});
  // Own namespace: other Redis users of Vitrina (e.g. login counters) survive a clear().
  const prefix = options.prefix ?? "vitrina:cache:";
  const channel = `${prefix}invalidate`;
  const client = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = client.duplicate();
  client.on("error", onError);
  subscriber.on("error", onError);
  await Promise.all([client.connect(), subscriber.connect()]);
  // Raised on every invalidation seen (own or another instance's): a load that started before
  // is not stored, it may hold what was just changed.
  let generation = 0;
  await subscriber.subscribe(channel);
  subscriber.on("message", () => {
    generation += 1;
  });
  const inFlight = new Map<string, Promise<unknown>>();
  let hits = 0;
  let misses = 0;

  const entryPrefix = `${prefix}entry:`;
  const keyOf = (entry: CacheEntry): string => `${entryPrefix}${entry.key}`;

  /** Every key matching a pattern, a batch at a time (SCAN never blocks Redis like KEYS). */
  async function eachKeys(pattern: string, use: (keys: string[]) => Promise<void>): Promise<void> {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", pattern, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) await use(keys);
    } while (cursor !== "0");
  }

  /** Deletes the keys of a pattern; no instance keeps a load that started before. */
  async function clearMatching(pattern: string, message: string): Promise<void> {
    generation += 1;
    inFlight.clear();
    await eachKeys(pattern, async (keys) => {
      await client.del(...keys);
    });
    await client.publish(channel, message);
  }
  const tagKey = (tag: string): string => `${prefix}tag:${tag}`;

  // The cache is a shortcut, never a dependency: a Redis failure reads as a miss.
  async function read<T>(entry: CacheEntry): Promise<T | undefined> {
    let text: string | null;
    try {
      text = await client.get(keyOf(entry));
    } catch (error) {
      onError(error);
      text = null;
    }
    if (text === null) {
      misses += 1;
      return undefined;
    }
    hits += 1;
    return deserialise(text) as T;
  }

  const budgetKeys = [`${prefix}budget:sizes`, `${prefix}budget:expiry`];
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;

  async function write(entry: CacheEntry, value: unknown): Promise<void> {
    const ttl = Math.max(1, Math.ceil((entry.ttlMs ?? options.ttlMs) / 1000));
    const key = keyOf(entry);
    const batch = Number.isFinite(maxBytes)
      ? client
          .multi()
          .eval(budgetScript, 3, key, ...budgetKeys, serialise(value), ttl, Date.now(), maxBytes)
      : client.multi().set(key, serialise(value), "EX", ttl);
    // a tag set lives as long as its longest entry could
    for (const tag of entry.tags) batch.sadd(tagKey(tag), key).expire(tagKey(tag), ttl, "GT");
    for (const tag of entry.tags) batch.expire(tagKey(tag), ttl, "NX");
    // a command that failed inside the transaction (the script) is a result, not a rejection
    await batch.exec().then((results) => {
      const failed = results?.find(([error]) => error !== null);
      if (failed) onError(failed[0]);
    }, onError);
  }

  return {
    getOrLoad<T>(entry: CacheEntry, load: () => Promise<T>): Promise<T> {
      const pending = inFlight.get(entry.key);
      if (pending) return pending as Promise<T>;
      const result = (async () => {
        const cached = await read<T>(entry);
        if (cached !== undefined) return cached;
        const before = generation;
        const value = await load();
        if (generation === before) await write(entry, value);
        return value;
      })();
      inFlight.set(entry.key, result);
      const done = () => inFlight.delete(entry.key);
      result.then(done, done);
      return result;
    },
    get: read,
    async set<T>(entry: CacheEntry, value: T, since?: number): Promise<void> {
      if (since === undefined || since === generation) await write(entry, value);
    },
    version: () => generation,
    async invalidate(tags: readonly string[]): Promise<void> {
      generation += 1;
      inFlight.clear();
      for (const tag of tags) {
        const keys = await client.smembers(tagKey(tag));
        await client.del(tagKey(tag), ...keys);
      }
      await client.publish(channel, JSON.stringify(tags));
    },
    clear: () => clearMatching(`${prefix}*`, "*"),
    async inventory(): Promise<CacheKindSize[]> {
      const kinds = new Map<string, CacheKindSize>();
      await eachKeys(`${entryPrefix}*`, async (keys) => {
        const batch = client.pipeline();
        for (const key of keys) batch.strlen(key);
        const sizes = (await batch.exec()) ?? [];
        keys.forEach((key, index) => {
          // an entry key is <kind>:<parts> (cache-keys.ts)
          const name = key.slice(entryPrefix.length).split(":", 1)[0] ?? "";
          const kind = kinds.get(name) ?? { name, entries: 0, bytes: 0 };
          kind.entries += 1;
          kind.bytes += Number(sizes[index]?.[1] ?? 0);
          kinds.set(name, kind);
        });
      });
      return [...kinds.values()].sort((a, b) => a.name.localeCompare(b.name));
    },
    clearKind: (kind: string) => clearMatching(`${entryPrefix}${kind}:*`, kind),
    stats: () => ({ hits, misses }),
    async close(): Promise<void> {
      await Promise.all([client.quit(), subscriber.quit()]);
    },
  };
}
