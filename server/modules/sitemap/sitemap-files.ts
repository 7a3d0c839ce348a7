import { pipeline, Readable, Transform } from "node:stream";
import { createGzip, gzipSync } from "node:zlib";
import type { CacheEntry } from "../../platform/cache.ts";
import { cacheKeys, cacheTags } from "../../platform/cache-keys.ts";
import { notFound } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";
import type { SitemapKind } from "./sitemap-kind.ts";
import { sitemapKinds } from "./sitemap-kinds.ts";
import type { SitemapSite } from "./sitemap-site.ts";
import { sitemapIndexXml, urlsetClose, urlsetOpen, urlsOf } from "./sitemap-xml.ts";

/** sitemaps.org: a file holds at most 50,000 URLs (tests and the bench lower it). */
export const maxUrlsPerFile = 50_000;
// documents read a query at a time: a product in three languages is three URLs
const chunkSize = 1000;

/** A stored file: its gzip bytes in base64 (the Redis store keeps JSON). */
export type CachedSitemap = { gzip: string };

/** An answer: the stored bytes (a hit), or the gzip stream of a file built now (a miss). */
export type SitemapBody = { hit: Buffer } | { miss: Readable };

/** Documents a file of a kind holds: every one of them may have a URL in each language. */
const documentsPerFile = (site: SitemapSite, urlsPerFile: number) =>
  Math.max(1, Math.floor(urlsPerFile / Math.max(1, site.scope.languageCodes.length)));

const fileName = (kind: SitemapKind, number: number) => `sitemap-${kind.name}-${number}.xml`;

/** The file names of every kind, in the index's order. */
async function fileNames(services: Services, site: SitemapSite, urlsPerFile: number) {
  const perFile = documentsPerFile(site, urlsPerFile);
  const counts = await Promise.all(sitemapKinds.map((kind) => kind.count(services, site.scope)));
  return sitemapKinds.flatMap((kind, index) =>
    Array.from({ length: Math.ceil((counts[index] ?? 0) / perFile) }, (_, file) =>
      fileName(kind, file + 1),
    ),
  );
}

const entryOf = (
  site: SitemapSite,
  name: string,
  urlsPerFile: number,
  tags: string[],
): CacheEntry =>
  cacheKeys.sitemapFile(
    site.scope.siteId,
    [site.domainName, name, String(urlsPerFile)],
    [
      ...tags,
      // SiteMapOptions and the languages change every file
      cacheTags.options(site.scope.siteId),
    ],
  );

/** The sitemap index (/sitemap.xml): one <sitemap> per file of every kind. */
export async function sitemapIndex(
  services: Services,
  site: SitemapSite,
  urlsPerFile = maxUrlsPerFile,
): Promise<SitemapBody> {
  const tags = sitemapKinds.flatMap((kind) => kind.tags(site.scope.siteId));
  const found = await services.cache.lookup<CachedSitemap>(
    entryOf(site, "index", urlsPerFile, tags),
  );
  if (found.value) return { hit: Buffer.from(found.value.gzip, "base64") };
  const names = await fileNames(services, site, urlsPerFile);
  const gzip = gzipSync(sitemapIndexXml(names.map((name) => `${site.scope.origin}/${name}`)));
  await found.store({ gzip: gzip.toString("base64") });
  return { hit: gzip };
}

/** The XML of one file, read from the database a chunk of documents at a time. */
async function* urlsetOf(
  services: Services,
  site: SitemapSite,
  input: { kind: SitemapKind; number: number; perFile: number },
): AsyncGenerator<string> {
  const { kind, perFile } = input;
  let after =
    input.number === 1
      ? undefined
      : await kind.keyAt(services, site.scope, (input.number - 1) * perFile - 1);
  yield urlsetOpen;
  for (let left = perFile; left > 0;) {
    const limit = Math.min(chunkSize, left);
    const chunk = await kind.chunk(services, site.scope, { after, limit });
    yield chunk.entries.map((entry) => urlsOf(entry, site.features)).join("");
    left -= chunk.read;
    after = chunk.last;
    if (chunk.read < limit) break;
  }
  yield urlsetClose;
}

/**
 * One file (sitemap-<kind>-<n>.xml): from the cache, or streamed out of the database as gzip and
 * stored once whole, under its kind's tags (a publish or a product's save renews it on every
 * instance, decision 033). 404 for a kind or number the index does not list.
 */
export async function sitemapFile(
  services: Services,
  site: SitemapSite,
  input: { name: string; urlsPerFile?: number },
): Promise<SitemapBody> {
  const urlsPerFile = input.urlsPerFile ?? maxUrlsPerFile;
  const match = /^sitemap-([a-z][a-z-]*)-([1-9]\d{0,5})\.xml$/.exec(input.name);
  const kind = sitemapKinds.find((each) => each.name === match?.[1]);
  const number = Number(match?.[2]);
  if (!kind) throw notFound();
  const found = await services.cache.lookup<CachedSitemap>(
    entryOf(site, input.name, urlsPerFile, kind.tags(site.scope.siteId)),
  );
  if (found.value) return { hit: Buffer.from(found.value.gzip, "base64") };
  const perFile = documentsPerFile(site, urlsPerFile);
  const count = await kind.count(services, site.scope);
  if (number > Math.ceil(count / perFile)) throw notFound();
  // the gzip bytes pass on to the answer and are kept for the cache once the file is whole
  const parts: Buffer[] = [];
  const keep = new Transform({
    transform(part: Buffer, _encoding, done) {
      parts.push(part);
      done(null, part);
    },
    flush(done) {
      found.store({ gzip: Buffer.concat(parts).toString("base64") }).then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
    },
  });
  pipeline(
    Readable.from(urlsetOf(services, site, { kind, number, perFile })),
    createGzip(),
    keep,
    (error) => {
      if (error) services.log.warn({ err: error, file: input.name }, "sitemap file failed");
    },
  );
  return { miss: keep };
}
