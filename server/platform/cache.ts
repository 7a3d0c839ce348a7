/** In-process LRU cache with a time to live (design.md: the embedded default; Redis later). */
export type Cache = {
  getOrLoad: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  clear: () => void;
};

export function createMemoryCache(options: { max: number; ttlMs: number }): Cache {
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  return {
    async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        entries.delete(key);
        entries.set(key, hit); // most recently used goes last
        return hit.value as Promise<T>;
      }
      // Promise.resolve: a Drizzle query is a thenable that runs again on every await; caching
      // it would cache nothing. The promise settles once and keeps the result.
      const value = Promise.resolve(load());
      entries.set(key, { value, expires: now + options.ttlMs });
      // A failed load must not be remembered.
      value.catch(() => entries.delete(key));
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}
