import { languages, type LanguageCode } from "#generated/languages.ts";
import type { Services } from "../../platform/services.ts";
import type { SitemapEntry } from "./sitemap-xml.ts";

/** A document's place in its kind's order (an id or a slugMain): files page by it. */
export type SitemapKey = number | string;

/** The site a sitemap lists: its origin (configured domain) and allowed languages. */
export type SitemapScope = {
  siteId: string;
  origin: string;
  languageCodes: LanguageCode[];
  /** HomePageSlug: that page's URL is the language's home ("/", "/en"). */
  homeSlugMain: string | undefined;
};

/**
 * One kind of document a sitemap lists, in files of its own (sitemap-<name>-<n>.xml). Documents
 * are read in key order, a chunk at a time (keyset paging), so no file is ever whole in memory.
 */
export type SitemapKind = {
  name: string;
  /** What its files are built from: a write under any of these renews them (cache-keys.ts). */
  tags: (siteId: string) => string[];
  /** How many documents it lists (each one URL per language it has). */
  count: (services: Services, scope: SitemapScope) => Promise<number>;
  /** The key of the document at a position (0-based) of the order: a file starts after it. */
  keyAt: (
    services: Services,
    scope: SitemapScope,
    position: number,
  ) => Promise<SitemapKey | undefined>;
  /**
   * Up to `limit` documents after `after` (from the first when undefined), in key order: how
   * many it read and the last one's key (a document with no allowed language has no entry).
   */
  chunk: (
    services: Services,
    scope: SitemapScope,
    input: { after: SitemapKey | undefined; limit: number },
  ) => Promise<{ entries: SitemapEntry[]; last: SitemapKey | undefined; read: number }>;
};

/** A localised URL of the route table (spec 2): the language's prefix and the screen's path. */
export function localisedUrl(
  scope: SitemapScope,
  input: { code: string; path: Record<string, string>; slug: string },
): string | undefined {
  const language = languages[input.code as LanguageCode] as
    (typeof languages)[LanguageCode] | undefined;
  const path = language && input.path[language.code2];
  if (!language || !path) return undefined;
  return `${scope.origin}${language.prefix}${path.replace(":slug?", encodeURIComponent(input.slug))}`;
}

/** The hreflang of a stored language code ("hrv" → "hr"). */
export const hreflangOf = (code: string): string =>
  (languages[code as LanguageCode] as (typeof languages)[LanguageCode] | undefined)?.code2 ?? code;

/** Rows of one document in several languages, grouped in order by its key. */
export function groupByKey<R extends { key: SitemapKey }>(rows: readonly R[]): R[][] {
  const groups: R[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.[0]?.key === row.key) last.push(row);
    else groups.push([row]);
  }
  return groups;
}
