import { createHash, randomBytes } from "node:crypto";
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
 * The byte budget (issue 18, decision 035: junk keys added 119 MB to a Redis without a limit, and
 * a shared Redis server's maxmemory is not ours to set). The cache keeps its own books under the
 * prefix: `budget:sizes` holds each entry it wrote with its record (its size, the length of the
 * stored value and of its key, then the tag sets it was added to, one a line), `budget:lru` ranks
 * the same keys by their last write or hit, and `budget:bytes` is the sum of the sizes. Scripts
 * change them with the entries, atomically, so instances writing at once never both spend the
 * same room.
 *
 * An entry that expired (TTL) or was deleted elsewhere stays in the books, counted, until it is
 * evicted as the least recently used: the books err high, never low. That is what keeps them
 * bounded too: every record counts at least its key's length toward a total that never exceeds
 * the budget, so there are never more records than fit in it, live or not.
 *
 * Keys a script reaches from the books (entries evicted, their tag sets) are not declared to it:
 * fine on one Redis server, not on a Redis Cluster (which the cache's MULTIs never supported).
 */
const budgetBooks = `
local sizes, lru, bytes = KEYS[1], KEYS[2], KEYS[3]
-- takes a key off the books (and out of its tag sets); the total it leaves
local function unrecord(key)
  redis.call('ZREM', lru, key)
  local record = redis.call('HGET', sizes, key)
  if not record then return tonumber(redis.call('GET', bytes) or '0') end
  redis.call('HDEL', sizes, key)
  local size
  for line in string.gmatch(record, '[^\\n]+') do
    if size == nil then size = tonumber(line) else redis.call('SREM', line, key) end
  end
  local total = redis.call('DECRBY', bytes, size or 0)
  -- below zero only when the books were lost in part (a flush, Redis's own eviction)
  if total < 0 then redis.call('SET', bytes, 0) return 0 end
  return total
end
local function forget(key)
  local total = unrecord(key)
  redis.call('DEL', key)
  return total
end
`;

/**
 * Writes an entry within the budget: the value with its TTL, the entry in its tag sets (each set
 * lives as long as its longest entry could), its record replacing the one it had, then the least
 * recently used entries deleted while the total exceeds the budget. The entry just written is
 * never among them (it is off the books while they go); one bigger than the whole budget is not
 * stored, and the value it had goes (built before, it can no longer serve).
 * KEYS: sizes, lru, bytes, the entry, its tag sets. ARGV: the value, TTL (s), rank, budget.
 */
const writeScript = `${budgetBooks}
local entry, value, ttl, rank, budget = KEYS[4], ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
local size = #value + #entry
unrecord(entry)
if size > budget then
  redis.call('DEL', entry)
  return 0
end
local total = redis.call('INCRBY', bytes, size)
while total > budget do
  local oldest = redis.call('ZRANGE', lru, 0, 0)[1]
  if not oldest then
    -- nothing else on the books: a total above this entry's size was lost bookkeeping
    redis.call('SET', bytes, size)
    total = size
    break
  end
  total = forget(oldest)
end
redis.call('SET', entry, value, 'EX', ttl)
local record = { tostring(size) }
for index = 5, #KEYS do
  redis.call('SADD', KEYS[index], entry)
  redis.call('EXPIRE', KEYS[index], ttl, 'GT')
  record[#record + 1] = KEYS[index]
end
for index = 5, #KEYS do redis.call('EXPIRE', KEYS[index], ttl, 'NX') end
redis.call('HSET', sizes, entry, table.concat(record, '\\n'))
redis.call('ZADD', lru, rank, entry)
return total
`;

/**
 * Deletes entries and takes them off the books. KEYS: sizes, lru, bytes, then the keys;
 * ARGV[1] "tags": the keys are tag sets, whose entries go and then the sets (an invalidation);
 * "entries": the keys are entries (one kind cleared).
 */
const forgetScript = `${budgetBooks}
for index = 4, #KEYS do
  if ARGV[1] == 'tags' then
    for _, key in ipairs(redis.call('SMEMBERS', KEYS[index])) do forget(key) end
    redis.call('DEL', KEYS[index])
  else
    forget(KEYS[index])
  end
end
return tonumber(redis.call('GET', bytes) or '0')
`;

type Script = { lua: string; sha: string };
const script = (lua: string): Script => ({
  lua,
  sha: createHash("sha1").update(lua).digest("hex"),
});
const writeEntry = script(writeScript);
const forgetEntries = script(forgetScript);

/**
 * A rank for the LRU set: this process's clock in microseconds, rising with every call (two in
 * one microsecond still rank in order). Instances' clocks differ by little against a TTL of
 * minutes, and a slightly wrong order between them only picks a slightly wrong victim.
 */
let lastRank = 0;
const nextRank = (): string => {
  lastRank = Math.max(
    Math.floor((performance.timeOrigin + performance.now()) * 1000),
    lastRank + 1,
  );
  return String(lastRank);
};

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
  /**
   * The most the entries may hold together in Redis, in bytes (CACHE_MAX_MB, writeScript): the
   * least recently used go first. 128 MB when absent (CACHE_MAX_MB's default).
   */
  maxBytes?: number;
}): Promise<Cache> {
  // Own namespace: other Redis users of Vitrina (e.g. login counters) survive a clear().
  const prefix = options.prefix ?? "vitrina:cache:";
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
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
  // the budget's books (budgetBooks); under the prefix, so clear() deletes them with the rest
  const lruKey = `${prefix}budget:lru`;
  const books = [`${prefix}budget:sizes`, lruKey, `${prefix}budget:bytes`];

  /** Runs a script by its hash, sending it first when this Redis does not have it yet. */
  async function run(
    { lua, sha }: Script,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<unknown> {
    try {
      return await client.evalsha(sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
      return await client.eval(lua, keys.length, ...keys, ...args);
    }
  }

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

  /** The entry and its tags' generations; a hit moves the entry up the LRU set, same trip. */
  async function readStored(entry: CacheEntry, keys: string[]): Promise<(string | null)[]> {
    const key = keyOf(entry);
    // XX: only an entry on the books is ranked (a miss adds nothing)
    const replies = await client
      .pipeline()
      .mget(key, ...keys)
      .zadd(lruKey, "XX", nextRank(), key)
      .exec();
    const [error, texts] = replies?.[0] ?? [new Error("Redis answered no MGET")];
    if (error) throw error;
    return texts as (string | null)[];
  }

  /** The stored value, if its tags' generations still hold, and their generations now. */
  async function read<T>(
    entry: CacheEntry,
  ): Promise<{ value: T | undefined; stamp: (string | null)[] }> {
    const keys = generationKeys(entry);
    const [text = null, ...stamp] = await readStored(entry, keys);
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
    built: unknown,
    stamp: readonly (string | null)[],
  ): Promise<void> {
    if (stamp.includes(null)) return;
    const ttl = Math.max(1, Math.ceil((entry.ttlMs ?? options.ttlMs) / 1000));
    const keys = [...books, keyOf(entry), ...entry.tags.map(tagKey)];
    const value = serialise({ stamp, value: built });
    await run(writeEntry, keys, [value, ttl, nextRank(), maxBytes]).catch(unreachable);
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
        // no longer readable; deleted to free their memory (and their room in the budget) now
        // rather than at their expiry
        await run(forgetEntries, [...books, ...tags.map(tagKey)], ["tags"]);
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
      await eachKeys(`${entryPrefix}${kind}:*`, async (keys) => {
        await run(forgetEntries, [...books, ...keys], ["entries"]);
      });
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
