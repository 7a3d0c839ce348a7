/**
 * The one cache of the server (design.md: embedded by default, Redis when REDIS_URL is set).
 * Entries are named by entity (cache-keys.ts), never by ad-hoc strings, and carry tags; a write
 * invalidates the tags of what it changed and every entry under them is gone, on every instance
 * (change-events.ts tells the others).
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

/** A cached value, or a miss and the way to store what is built for it. */
export type Lookup<T> = {
  value: T | undefined;
  /**
   * Stores a value built after this lookup, so that it never serves after an invalidation of the
   * entry's tags that came meanwhile (the value may hold what was just changed).
   */
  store: (value: T) => Promise<void>;
};

export type Cache = {
  /** The cached value, or the loaded one (never served after an invalidation that came meanwhile). */
  getOrLoad: <T>(entry: CacheEntry, load: () => Promise<T>) => Promise<T>;
  lookup: <T>(entry: CacheEntry) => Promise<Lookup<T>>;
  get: <T>(entry: CacheEntry) => Promise<T | undefined>;
  set: <T>(entry: CacheEntry, value: T) => Promise<void>;
  /**
   * Drops every entry under any of these tags from the store. Resolves to true when every
   * instance shares what was dropped (Redis reached), false when it was this process's store
   * only. Writes go through services.changes (change-events.ts), which tells the others.
   */
  invalidate: (tags: readonly string[]) => Promise<boolean>;
  /**
   * Drops what this process holds itself under these tags (with Redis: its fallback store and
   * loads in flight), after another instance invalidated them in the shared store.
   */
  invalidateLocal: (tags: readonly string[]) => void;
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
  // A tag's generation is the count of invalidations when it was last invalidated; clear() moves
  // them all. A value built after a lookup is stored only while its tags' generations hold.
  const generations = new Map<string, number>();
  let invalidations = 0;
  let cleared = 0;
  const stampOf = (tags: readonly string[]): string =>
    [cleared, ...tags.map((tag) => generations.get(tag) ?? 0)].join(",");

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

  function lookupEntry<T>(entry: CacheEntry): Promise<Lookup<T>> {
    const hit = lookup(entry.key);
    if (hit) hits += 1;
    else misses += 1;
    const stamp = stampOf(entry.tags);
    return (hit?.value ?? Promise.resolve(undefined)).then((value) => ({
      value: value as T | undefined,
      store: (built: T) => {
        if (stampOf(entry.tags) === stamp) store(entry, Promise.resolve(built));
        return Promise.resolve();
      },
    }));
  }

  function invalidateLocal(tags: readonly string[]): void {
    invalidations += 1;
    for (const tag of tags) {
      generations.set(tag, invalidations);
      for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key);
      keysByTag.delete(tag);
    }
  }

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
    lookup: lookupEntry,
    get: async <T>(entry: CacheEntry) => (await lookupEntry<T>(entry)).value,
    set<T>(entry: CacheEntry, value: T): Promise<void> {
      store(entry, Promise.resolve(value));
      return Promise.resolve();
    },
    invalidate(tags: readonly string[]): Promise<boolean> {
      invalidateLocal(tags);
      return Promise.resolve(false);
    },
    invalidateLocal,
    clear(): Promise<void> {
      cleared += 1;
      entries.clear();
      keysByTag.clear();
      bytes = 0;
      return Promise.resolve();
    },
    stats: () => ({ hits, misses }),
    close: () => Promise.resolve(),
  };
}
