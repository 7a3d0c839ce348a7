import { and, eq, gt, min } from "drizzle-orm";
import { terms } from "../../db/schema.ts";
import { cacheTags } from "../../platform/cache-keys.ts";
import type { CacheEntry } from "../../platform/cache.ts";
import type { Services } from "../../platform/services.ts";

// How long the answer below is remembered: a post saved meanwhile drops it (its tag), and a
// remembered time that has passed is read again, so this only bounds the work.
const rememberMs = 60_000;
const entryOf = (siteId: string): CacheEntry => ({
  key: `next-post-time:${encodeURIComponent(siteId)}`,
  tags: [cacheTags.pages(siteId)],
  ttlMs: rememberMs,
});

async function loadNextPostTime(services: Services, siteId: string): Promise<number | null> {
  const [row] = await services.db
    .select({ at: min(terms.publishedAt) })
    .from(terms)
    .where(
      and(eq(terms.siteId, siteId), eq(terms.type, "post"), gt(terms.publishedAt, new Date())),
    );
  return row?.at ? new Date(row.at).getTime() : null;
}

/**
 * The time of a site's next scheduled post (any language), or null (JSON: the cache may be
 * Redis). A cached page response lives no longer than until then (server/page-cache.ts), so a
 * scheduled post shows on the blog list and every post-list element at its time, on every
 * instance, with no job or restart (decision 049).
 */
export async function nextPostTime(
  services: Services,
  siteId: string,
  now = Date.now(),
): Promise<number | null> {
  const entry = entryOf(siteId);
  const remembered = await services.cache.getOrLoad(entry, () =>
    loadNextPostTime(services, siteId),
  );
  if (remembered === null || remembered > now) return remembered;
  // that post is out: the one after it
  const next = await loadNextPostTime(services, siteId);
  await services.cache.set(entry, next);
  return next;
}

/**
 * A page response's lifetime: `ttlMs`, cut short by the site's next scheduled post. It counts
 * from when the page is stored, after its render: a page rendered just before a post's time
 * may show without it for as long as that render took.
 */
export async function pageLifetime(
  services: Services,
  input: { siteId: string; ttlMs: number },
): Promise<number> {
  const now = Date.now();
  const next = await nextPostTime(services, input.siteId, now);
  // at least a millisecond: no lifetime at all would mean the cache's default
  return next === null ? input.ttlMs : Math.min(input.ttlMs, Math.max(1, next - now));
}
