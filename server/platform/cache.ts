/**
 * The one cache of the server (design.md: embedded by default, Redis when REDIS_URL is set).
 * Entries are named by entity (cache-keys.ts), never by ad-hoc strings, and carry tags; a write
 * invalidates the tags of what it changed and every entry under them is gone, on every instance.
 */
export type CacheEntry = {
  /** Unique per entity and variant, e.g. page:<site>:<language>:slug:o-nama. */
  key: string;
  /** What the entry was built from, e.g. pages:<site>; invalidating a tag drops the entry. */
  tags: readonly string[];
  /** Time to live; the adapter's default when absent. */
  ttlMs?: number;
};

/** One kind of entry (cache-keys.ts: page, sections, page-response …) and its size. */
export type CacheKindSize = { name: string; entries: number; bytes: number };

export type Cache = {
  /** The cached value, or the loaded one (stored unless a tag was invalidated meanwhile). */
  getOrLoad: <T>(entry: CacheEntry, load: () => Promise<T>) => Promise<T>;
  get: <T>(entry: CacheEntry) => Promise<T | undefined>;
  /**
   * Stores a value; with `since` (a version() read before the value was built) only when no
   * invalidation happened meanwhile, so a page rendered from old content is not kept.
   */
  set: <T>(entry: CacheEntry, value: T, since?: number) => Promise<void>;
  /** Raised by every invalidation this instance sees (its own and, with Redis, others'). */
  version: () => number;
  /** Drops every entry under any of these tags, on every instance. */
  invalidate: (tags: readonly string[]) => Promise<void>;
  /** Drops everything (seed, db reset). */
  clear: () => Promise<void>;
  /**
   * What the cache holds by kind of entry (the admin cache view, spec 2), and clearing one kind.
   * Only the shared Redis cache has them: the in-process cache is one server's own.
   */
  inventory?: () => Promise<CacheKindSize[]>;
  clearKind?: (kind: string) => Promise<void>;
  /** Hit and miss counts of this process (bench). */
  stats: () => { hits: number; misses: number };
  close: () => Promise<void>;
};

type Stored = {
  value: Promise<unknown>;
  expires: number;
  tags: readonly string[];
  /** The length of the value's JSON once it settled (what Redis would hold); 0 before. */
  bytes: number;
};

/** The size an entry counts for: its value's JSON, as the Redis cache stores it. */
function sizeOf(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return 0;
  }
}

/**
 * In-process LRU with a time to live and a tag index, bounded by entries and, when `maxBytes` is
 * given, by the size of their values (issue 18: pages of junk keys evicted real ones, unbounded).
 */
export function createMemoryCache(options: {
  max: number;
  ttlMs: number;
  maxBytes?: number;
}): Cache {
  const entries = new Map<string, Stored>();
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  let bytes = 0;
  const keysByTag = new Map<string, Set<string>>();
  let hits = 0;
  let misses = 0;
  let version = 0;

  const remove = (key: string): void => {
    const stored = entries.get(key);
    if (!stored) return;
    entries.delete(key);
    bytes -= stored.bytes;
    for (const tag of stored.tags) keysByTag.get(tag)?.delete(key);
  };

  // least recently used first
  const evict = (): void => {
    while (entries.size > options.max || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  };

  const store = (entry: CacheEntry, value: Promise<unknown>): void => {
    remove(entry.key);
    const expires = Date.now() + (entry.ttlMs ?? options.ttlMs);
    const stored: Stored = { value, expires, tags: entry.tags, bytes: 0 };
    entries.set(entry.key, stored);
    // unbounded in bytes (tests, bench): no entry is measured
    if (Number.isFinite(maxBytes))
      value.then(
        (settled) => {
          if (entries.get(entry.key) !== stored) return;
          stored.bytes = sizeOf(settled);
          bytes += stored.bytes;
          evict();
        },
        () => undefined,
      );
    for (const tag of entry.tags) {
      let keys = keysByTag.get(tag);
      if (!keys) keysByTag.set(tag, (keys = new Set()));
      keys.add(entry.key);
    }
    evict();
  };

  const lookup = (key: string): Stored | undefined => {
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now()) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, hit); // most recently used goes last
    return hit;
  };

  return {
    getOrLoad<T>(entry: CacheEntry, load: () => Promise<T>): Promise<T> {
      const hit = lookup(entry.key);
      if (hit) {
        hits += 1;
        return hit.value as Promise<T>;
      }
      misses += 1;
      // Promise.resolve: a Drizzle query is a thenable that runs again on every await; caching
      // it would cache nothing. The promise settles once and keeps the result. Storing the
      // promise at once lets concurrent callers share one load; an invalidation meanwhile
      // removes it, so a stale load is never kept.
      const value = Promise.resolve(load());
      store(entry, value);
      // A failed load must not be remembered.
      value.catch(() => {
        if (entries.get(entry.key)?.value === value) remove(entry.key);
      });
      return value;
    },
    get<T>(entry: CacheEntry): Promise<T | undefined> {
      const hit = lookup(entry.key);
      if (hit) hits += 1;
      else misses += 1;
      return (hit?.value ?? Promise.resolve(undefined)) as Promise<T | undefined>;
    },
    set<T>(entry: CacheEntry, value: T, since?: number): Promise<void> {
      if (since === undefined || since === version) store(entry, Promise.resolve(value));
      return Promise.resolve();
    },
    version: () => version,
    invalidate(tags: readonly string[]): Promise<void> {
      version += 1;
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
        keysByTag.delete(tag);
      }
      return Promise.resolve();
    },
    clear(): Promise<void> {
      version += 1;
      entries.clear();
      keysByTag.clear();
      bytes = 0;
      return Promise.resolve();
    },
    stats: () => ({ hits, misses }),
    close: () => Promise.resolve(),
  };
}
