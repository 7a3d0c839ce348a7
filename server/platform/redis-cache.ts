import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import {
  type Cache,
  type CacheEntry,
  type CacheKindSize,
  type Lookup,
  createMemoryCache,
} from "./cache.ts";

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

/** A generation: random, so none comes back after its key was lost (eviction, a flush). */
const newGeneration = (): string => randomBytes(9).toString("base64url");

/** A value as stored: with the generations its tags had before it was built. */
type Stored = { stamp: (string | null)[]; value: unknown };

const isSameStamp = (a: readonly (string | null)[], b: readonly (string | null)[]): boolean =>
  a.length === b.length && a.every((generation, index) => generation === b[index]);

/** The pseudo-tag every entry carries: moving it drops everything (after an outage). */
const everything = "*";

/**
 * The cache in Redis (REDIS_URL), shared by every instance. Each tag has a generation in Redis;
 * an entry is stored with the generations its tags had before its value was built and serves
 * only while they hold, so a value built from old data before an invalidation can never land
 * after it. Invalidating moves the tags' generations (every instance misses at once) and deletes
 * the entries (a tag is also a set of its keys) to free their memory.
 *
 * When Redis cannot be reached the process says so once and serves from its own in-process store
 * (invalidated by the change events like any in-process cache); when Redis is back, everything
 * stored before is dropped, since writes meanwhile could not invalidate it.
 */
export async function createRedisCache(options: {
  url: string;
  ttlMs: number;
  /** Namespace of every key (tests use their own); clear() deletes only keys under it. */
  prefix?: string;
  /** Told once when Redis becomes unreachable; pages are then cached by this process alone. */
  onUnavailable?: (error: unknown) => void;
  /** Told when Redis is reachable again. */
  onAvailable?: () => void;
}): Promise<Cache> {
  // Own namespace: other Redis users of Vitrina (e.g. login counters) survive a clear().
  const prefix = options.prefix ?? "vitrina:cache:";
  const client = new Redis(options.url, {
    lazyConnect: true,
    // while Redis is away a call fails at once and the local store answers; no queue, no retries
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
  });
  // ~500 entries: pages are ~35 KB each; this process's share while Redis is away
  const local = createMemoryCache({ max: 500, ttlMs: options.ttlMs });
  const inFlight = new Map<string, Promise<unknown>>();
  let hits = 0;
  let misses = 0;

  let isReachable = true;
  let isClosing = false;
  let probe: NodeJS.Timeout | undefined;
  const isUsable = (): boolean => isReachable && client.status === "ready";
  const unreachable = (error: unknown): void => {
    if (!isReachable || isClosing) return;
    isReachable = false;
    inFlight.clear();
    options.onUnavailable?.(error);
    probe = setInterval(() => void recover(), 1000);
    probe.unref();
  };
  async function recover(): Promise<void> {
    if (isReachable || isClosing || client.status !== "ready") return;
    try {
      // writes while this process was away could not move their tags' generations in Redis
      await client.set(generationKey(everything), newGeneration());
    } catch {
      return; // still away: the probe tries again
    }
    clearInterval(probe);
    isReachable = true;
    options.onAvailable?.();
  }
  client.on("error", unreachable);
  client.on("close", () => unreachable(new Error("the connection to Redis closed")));
  client.on("ready", () => void recover());
  // Redis away at start-up is an outage like any other: the process starts on its own store,
  // and ioredis keeps trying to connect (the "ready" above recovers)
  await client.connect().catch(unreachable);

  const entryPrefix = `${prefix}entry:`;
  const keyOf = (entry: CacheEntry): string => `${entryPrefix}${entry.key}`;
  const tagKey = (tag: string): string => `${prefix}tag:${tag}`;
  const generationKey = (tag: string): string => `${prefix}generation:${tag}`;
  const generationKeys = (entry: CacheEntry): string[] =>
    [everything, ...entry.tags].map(generationKey);

  /** Every key matching a pattern, a batch at a time (SCAN never blocks Redis like KEYS). */
  async function eachKeys(pattern: string, use: (keys: string[]) => Promise<void>): Promise<void> {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", pattern, "COUNT", 500);
      cursor = next;
      if (keys.length > 0) await use(keys);
    } while (cursor !== "0");
  }

  async function deleteMatching(pattern: string): Promise<void> {
    await eachKeys(pattern, async (keys) => {
      await client.del(...keys);
    });
  }

  /** The stored value, if its tags' generations still hold, and their generations now. */
  async function read<T>(
    entry: CacheEntry,
  ): Promise<{ value: T | undefined; stamp: (string | null)[] }> {
    const keys = generationKeys(entry);
    const [text = null, ...stamp] = await client.mget(keyOf(entry), ...keys);
    if (stamp.includes(null)) {
      // a generation never set or lost: start it (no stored entry can carry the new one)
      const batch = client.multi();
      keys.forEach((key, index) => {
        if (stamp[index] === null) batch.set(key, newGeneration(), "NX");
      });
      await batch.exec();
      return { value: undefined, stamp: await client.mget(...keys) };
    }
    const stored = text === null ? undefined : (deserialise(text) as Stored);
    if (stored && isSameStamp(stored.stamp, stamp)) return { value: stored.value as T, stamp };
    return { value: undefined, stamp };
  }

  async function write(
    entry: CacheEntry,
    value: unknown,
    stamp: readonly (string | null)[],
  ): Promise<void> {
    if (stamp.includes(null)) return;
    const ttl = Math.max(1, Math.ceil((entry.ttlMs ?? options.ttlMs) / 1000));
    const key = keyOf(entry);
    const batch = client.multi().set(key, serialise({ stamp, value }), "EX", ttl);
    // a tag set lives as long as its longest entry could
    for (const tag of entry.tags) batch.sadd(tagKey(tag), key).expire(tagKey(tag), ttl, "GT");
    for (const tag of entry.tags) batch.expire(tagKey(tag), ttl, "NX");
    await batch.exec().catch(unreachable);
  }

  async function lookup<T>(entry: CacheEntry): Promise<Lookup<T>> {
    if (!isUsable()) return local.lookup<T>(entry);
    let found: Awaited<ReturnType<typeof read<T>>>;
    try {
      found = await read<T>(entry);
    } catch (error) {
      unreachable(error);
      return local.lookup<T>(entry);
    }
    if (found.value === undefined) misses += 1;
    else hits += 1;
    return { value: found.value, store: (value: T) => write(entry, value, found.stamp) };
  }

  function invalidateLocal(tags: readonly string[]): void {
    local.invalidateLocal(tags);
    inFlight.clear();
  }

  return {
    getOrLoad<T>(entry: CacheEntry, load: () => Promise<T>): Promise<T> {
      if (!isUsable()) return local.getOrLoad(entry, load);
      const pending = inFlight.get(entry.key);
      if (pending) return pending as Promise<T>;
      const result = (async () => {
        const found = await lookup<T>(entry);
        if (found.value !== undefined) return found.value;
        const value = await load();
        await found.store(value);
        return value;
      })();
      inFlight.set(entry.key, result);
      const done = () => {
        if (inFlight.get(entry.key) === result) inFlight.delete(entry.key);
      };
      result.then(done, done);
      return result;
    },
    lookup,
    get: async <T>(entry: CacheEntry) => (await lookup<T>(entry)).value,
    set: async <T>(entry: CacheEntry, value: T) => (await lookup<T>(entry)).store(value),
    async invalidate(tags: readonly string[]): Promise<boolean> {
      invalidateLocal(tags);
      if (!isUsable()) return false;
      try {
        const batch = client.multi();
        for (const tag of tags) batch.set(generationKey(tag), newGeneration());
        await batch.exec();
        // no longer readable; deleted to free their memory now rather than at their expiry
        for (const tag of tags) {
          const keys = await client.smembers(tagKey(tag));
          await client.del(tagKey(tag), ...keys);
        }
      } catch (error) {
        unreachable(error);
        return false;
      }
      return true;
    },
    invalidateLocal,
    async clear(): Promise<void> {
      await local.clear();
      inFlight.clear();
      // generations go too: read() starts new ones, which no entry stored before carries
      if (isUsable()) await deleteMatching(`${prefix}*`);
    },
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
    async clearKind(kind: string): Promise<void> {
      await local.clear();
      inFlight.clear();
      await deleteMatching(`${entryPrefix}${kind}:*`);
    },
    stats: () => {
      const own = local.stats();
      return { hits: hits + own.hits, misses: misses + own.misses };
    },
    async close(): Promise<void> {
      isClosing = true;
      clearInterval(probe);
      await client.quit().catch(() => client.disconnect());
    },
  };
}
