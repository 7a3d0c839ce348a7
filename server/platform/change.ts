/** Catalogue products a write changed: their ids, or "all" after a change of many at once. */
export type CatalogChange = { siteId: string; productIds: readonly number[] | "all" };

/** A write as every instance must learn of it (platform/change-events.ts). */
export type Change = {
  /** Cache tags it invalidated (cache-keys.ts). */
  tags: readonly string[];
  /** Products it changed: each instance's in-memory catalogue indexes follow. */
  catalog?: CatalogChange;
};

/**
 * A change as stored: `isShared` when the writer reached the shared cache (Redis), so the other
 * instances need only drop what they hold themselves.
 */
export type StoredChange = Change & { isShared: boolean };
