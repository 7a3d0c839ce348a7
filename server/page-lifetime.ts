import { loadNextEventEnd } from "./modules/events/next-event-end.ts";
import { loadNextPostTime } from "./modules/posts/next-post-time.ts";
import { cacheTags } from "./platform/cache-keys.ts";
import type { CacheEntry } from "./platform/cache.ts";
import type { Services } from "./platform/services.ts";

/**
 * The times at which what a site's pages show changes by itself, with no write: a scheduled post
 * comes out (decision 049), an event ends (decision 051). Each answers the first such time after
 * `now`, or null.
 */
const changeTimes = [loadNextPostTime, loadNextEventEnd];

// How long the answer is remembered: a save drops it (the pages' tag: posts and events drop it
// when they are saved), and a remembered time that has passed is read again, so this only bounds
// the work.
const rememberMs = 60_000;

async function loadNextChange(services: Services, siteId: string, now: number) {
  const times = await Promise.all(changeTimes.map((load) => load(services, siteId, new Date(now))));
  const next = Math.min(...times.map((time) => time ?? Infinity));
  // null, not Infinity: the cache may be Redis (JSON)
  return next === Infinity ? null : next;
}

/** The site's next change in time after `now`, or null; one cache read a page. */
async function nextChange(services: Services, siteId: string, now: number): Promise<number | null> {
  const entry: CacheEntry = {
    key: `next-change:${encodeURIComponent(siteId)}`,
    tags: [cacheTags.pages(siteId)],
    ttlMs: rememberMs,
  };
  const remembered = await services.cache.getOrLoad(entry, () =>
    loadNextChange(services, siteId, now),
  );
  if (remembered === null || remembered > now) return remembered;
  // that time is out: the one after it
  const next = await loadNextChange(services, siteId, now);
  await services.cache.set(entry, next);
  return next;
}

/**
 * A page response's lifetime: `ttlMs`, cut short by the site's next change in time, so a
 * scheduled post shows and an ended event leaves its list at that time on every instance, with
 * no job or restart. It counts from when the page is stored, after its render: a page rendered
 * just before such a time may show the old state for as long as that render took.
 */
export async function pageLifetime(
  services: Services,
  input: { siteId: string; ttlMs: number },
): Promise<number> {
  const now = Date.now();
  const next = await nextChange(services, input.siteId, now);
  // at least a millisecond: no lifetime at all would mean the cache's default
  return next === null ? input.ttlMs : Math.min(input.ttlMs, Math.max(1, next - now));
}
