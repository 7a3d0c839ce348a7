// The sitemaps.org protocol 0.9 with Google's image extension and xhtml alternates (hreflang).

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** One language version of a document: its absolute URL and when it last changed. */
export type SitemapVersion = { hreflang: string; loc: string; lastmod: Date | null };

/** One document (a page, product, category) in each language it has, and its pictures. */
export type SitemapEntry = { versions: SitemapVersion[]; images: string[] };

/** What SiteMapOptions (spec 3) lets a file carry, and which language is x-default. */
export type SitemapFeatures = {
  lastmod: boolean;
  hreflang: boolean;
  images: boolean;
  defaultHreflang: string;
};

export const urlsetOpen =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';
export const urlsetClose = "</urlset>\n";

/**
 * The `<url>` elements of a document, one per language version, each naming every version
 * (itself too) and x-default (the default language's), as search engines ask for hreflang.
 */
export function urlsOf(entry: SitemapEntry, features: SitemapFeatures): string {
  const alternates = features.hreflang
    ? [
        ...entry.versions.map((version) => [version.hreflang, version.loc] as const),
        ...entry.versions
          .filter((version) => version.hreflang === features.defaultHreflang)
          .map((version) => ["x-default", version.loc] as const),
      ]
        .map(
          ([hreflang, loc]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(loc)}"/>`,
        )
        .join("")
    : "";
  const images = features.images
    ? entry.images
        .map((image) => `<image:image><image:loc>${escapeXml(image)}</image:loc></image:image>`)
        .join("")
    : "";
  return entry.versions
    .map((version) => {
      const lastmod =
        features.lastmod && version.lastmod
          ? `<lastmod>${version.lastmod.toISOString()}</lastmod>`
          : "";
      return `<url><loc>${escapeXml(version.loc)}</loc>${lastmod}${alternates}${images}</url>\n`;
    })
    .join("");
}

/** The sitemap index: the absolute URL of every file. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}</sitemapindex>\n`;
}

/** A picture's absolute URL: stored ones are paths of this site (/media/…) or already absolute. */
export function absoluteUrl(origin: string, src: string): string | undefined {
  if (/^https?:\/\//.test(src)) return src;
  return src.startsWith("/") && !src.startsWith("//") ? `${origin}${src}` : undefined;
}
