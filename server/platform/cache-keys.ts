import type { CacheEntry } from "./cache.ts";
import type { ChangeEvents } from "./change-events.ts";

/**
 * Tags: what an entry was built from. A write invalidates the tags of what it changed
 * (invalidateContent below); the builder calls it on publish.
 */
export const cacheTags = {
  /** Sites, their domains and API keys (site look-up by host or key, domain config). */
  sites: "sites",
  languages: "languages",
  countries: "countries",
  /** Domain configs: looked up by host before the site is known; they carry the language options. */
  domainConfigs: "domain-configs",
  pages: (siteId: string) => `pages:${siteId}`,
  sections: (siteId: string) => `sections:${siteId}`,
  menus: (siteId: string) => `menus:${siteId}`,
  options: (siteId: string) => `options:${siteId}`,
  /** A site's catalogue: attributes, categories, tags, currencies (not products: lists are live). */
  catalog: (siteId: string) => `catalog:${siteId}`,
  /** Whole page responses of a site: any of its content may show on any of its pages. */
  pageResponses: (siteId: string) => `responses:${siteId}`,
  /** A site's redirects (issue 22): the marker of each instance's in-memory table. */
  redirects: (siteId: string) => `redirects:${siteId}`,
} as const;

// Parts are encoded so "a:b" + "c" never meets "a" + "b:c".
const keyOf = (kind: string, parts: readonly (string | number)[]): string =>
  [kind, ...parts.map((part) => encodeURIComponent(String(part)))].join(":");

const entry = (
  kind: string,
  parts: readonly (string | number)[],
  tags: readonly string[],
  ttlMs?: number,
): CacheEntry => ({ key: keyOf(kind, parts), tags, ...(ttlMs ? { ttlMs } : {}) });

/** Every kind of cache entry, by the entity it holds. */
export const cacheKeys = {
  languages: () => entry("languages", [], [cacheTags.languages]),
  countries: () => entry("countries", [], [cacheTags.countries]),
  /** The names of every configured domain (request-context.ts configuredHost). */
  domainNames: () => entry("domain-names", [], [cacheTags.sites]),
  siteByHost: (host: string) => entry("site-by-host", [host], [cacheTags.sites]),
  siteByApiKey: (apiKey: string) => entry("site-by-key", [apiKey], [cacheTags.sites]),
  domainConfig: (host: string) =>
    entry("domain-config", [host], [cacheTags.sites, cacheTags.languages, cacheTags.domainConfigs]),
  options: (siteId: string, keys: readonly string[] | undefined) =>
    entry("options", [siteId, keys?.join(",") ?? "*"], [cacheTags.options(siteId)]),
  homePageSlug: (siteId: string) => entry("home-page-slug", [siteId], [cacheTags.options(siteId)]),
  page: (siteId: string, languageCode: string, by: "slug" | "slugMain", value: string) =>
    entry("page", [siteId, languageCode, by, value], [cacheTags.pages(siteId)]),
  sections: (siteId: string, languageCode: string, handlers: readonly string[]) =>
    entry(
      "sections",
      [siteId, languageCode, [...handlers].sort().join(",")],
      [cacheTags.sections(siteId)],
    ),
  navigation: (siteId: string, languageCode: string, handle: string) =>
    entry("navigation", [siteId, languageCode, handle], [cacheTags.menus(siteId)]),
  catalogAttributes: (siteId: string) =>
    entry("catalog-attributes", [siteId], [cacheTags.catalog(siteId)]),
  catalogCategories: (siteId: string) =>
    entry("catalog-categories", [siteId], [cacheTags.catalog(siteId)]),
  /** Layered filters and the total of one list scope (the JSON of its filters). */
  catalogLayered: (siteId: string, languageCode: string, scope: string) =>
    entry("catalog-layered-total", [siteId, languageCode, scope], [cacheTags.catalog(siteId)]),
  /** One product as web/get answers it: by slug or else id, in a currency ("" the main one). */
  catalogProduct: (
    siteId: string,
    languageCode: string,
    by: "slug" | "id",
    value: string | number,
    currency: number | "",
  ) =>
    entry(
      "catalog-product",
      [siteId, languageCode, by, value, currency],
      [cacheTags.catalog(siteId)],
    ),
  /** One page of web/filter (the request body's JSON): lists, elements, the search's products. */
  catalogList: (siteId: string, languageCode: string, request: string) =>
    entry("catalog-list", [siteId, languageCode, request], [cacheTags.catalog(siteId)]),
  catalogCurrencies: (siteId: string) =>
    entry("catalog-currencies", [siteId], [cacheTags.catalog(siteId)]),
  /** A site's tax classes, delivery and payment methods (cart and checkout read them each call). */
  shopData: (siteId: string) => entry("shop-data", [siteId], [cacheTags.options(siteId)]),
  /**
   * Names the redirect table an instance holds (with the WwwPolicy option); gone when a redirect
   * or an option changes (redirect-table.ts).
   */
  redirectsMarker: (siteId: string) =>
    entry("redirects-marker", [siteId], [cacheTags.redirects(siteId), cacheTags.options(siteId)]),
  /**
   * One sitemap file (issue 22) of a site's origin, gzipped; its kind names the tags of what it
   * lists (modules/sitemap/sitemap-kinds.ts), the index all of them.
   */
  sitemapFile: (siteId: string, variant: readonly string[], tags: readonly string[]) =>
    entry("sitemap", [siteId, ...variant], [...tags, cacheTags.sites, cacheTags.languages]),
  /** A whole anonymous page response (server/page-cache.ts) by everything that varies. */
  pageResponse: (siteId: string, variant: readonly string[], ttlMs: number) =>
    entry(
      "page-response",
      [siteId, ...variant],
      [cacheTags.pageResponses(siteId), cacheTags.sites, cacheTags.languages],
      ttlMs,
    ),
};

export type ContentKind = "page" | "section" | "menu" | "option" | "catalog";

const tagOfKind: Record<ContentKind, (siteId: string) => string> = {
  page: cacheTags.pages,
  section: cacheTags.sections,
  menu: cacheTags.menus,
  option: cacheTags.options,
  catalog: cacheTags.catalog,
};

/**
 * Call after any write of a site's content (the builder on publish): drops the data entries of
 * the kinds changed and every cached page response of the site, on every instance. A catalogue
 * write names the products it changed ("all" when it cannot say), for the in-memory indexes.
 */
export function invalidateContent(
  changes: ChangeEvents,
  change: {
    siteId: string;
    kinds: readonly ContentKind[];
    productIds?: readonly number[] | "all";
  },
): Promise<void> {
  const tags = [
    ...change.kinds.map((kind) => tagOfKind[kind](change.siteId)),
    // AllowedLanguages and DefaultLanguage shape the domain config (spec 3)
    ...(change.kinds.includes("option") ? [cacheTags.domainConfigs] : []),
    cacheTags.pageResponses(change.siteId),
  ];
  const productIds = change.productIds ?? (change.kinds.includes("catalog") ? "all" : undefined);
  return changes.publish({
    tags,
    ...(productIds ? { catalog: { siteId: change.siteId, productIds } } : {}),
  });
}

/** Call after a change of sites, domains or languages: they show on every page of every site. */
export function invalidateSites(changes: ChangeEvents): Promise<void> {
  return changes.publish({ tags: [cacheTags.sites, cacheTags.languages] });
}
