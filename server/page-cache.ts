import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DomainConfig } from "#generated/types.ts";
import { readCookie } from "#common/cookies.ts";
import { languages } from "#generated/languages.ts";
import { pageVaryCookies, personalCookies } from "#common/page-cache-cookies.ts";
import { chosenCurrency, currencyCookieName } from "#common/shopper-currency.ts";
import { pageLifetime } from "./page-lifetime.ts";
import { domainDetect } from "./modules/site/operations/domain-detect.ts";
import type { CacheEntry } from "./platform/cache.ts";
import { acceptedEncoding, type ResponseEncoding } from "./platform/http/compression.ts";
import { cacheKeys } from "./platform/cache-keys.ts";
import type { Services } from "./platform/services.ts";

/**
 * Whole page responses for anonymous visitors (docs/decisions/007, 038): keyed by site, path and
 * the cookies that change the HTML; dropped by tag the moment the site's content changes
 * (cache-keys.ts invalidateContent). A page is the same bytes for every visitor (its CSP names
 * its inline scripts by hash), stored once with its brotli and gzip encodings, so a hit writes
 * stored bytes and compresses nothing.
 */
export type CachedPage = {
  status: number;
  /** The rendered answer's headers (its type, the locale cookie), the same for every copy. */
  headers: [string, string][];
  /** The CSP sources of its inline scripts, `'sha256-…'` each (page-scripts.ts). */
  scripts: string;
  /** The third parties it names for its CSP (page-scripts.ts pageThirdParties). */
  thirdParties: string;
  /** Hash of the HTML: the ETag of every copy, with a suffix for its encoding. */
  hash: string;
  /** The HTML, then its brotli and gzip encodings in base64: the Redis store keeps JSON. */
  html: string;
  br: string;
  gzip: string;
};

// A page is rebuilt at least this often, even if no write invalidated it.
const pageTtlMs = 10 * 60_000;

const languageCookieValues = new Set<string>(
  Object.values(languages).map((language) => language.code2),
);

/**
 * Each cookie that changes a page, as the page reads it (common/cookies.ts readCookie): the
 * banner shows unless cookieNotice is there at all; the locale cookie is set unless it names
 * the page's language; the currency counts by the currency shown (decision 028). A value the
 * page does not act on keys as an absent cookie, so junk values sent by hand cannot fill the
 * cache with copies of one page (issue 18).
 */
const pageVariantOf: Record<
  (typeof pageVaryCookies)[number],
  (cookieHeader: string | undefined, site: DomainConfig) => string
> = {
  cookieNotice: (header) => (readCookie(header, "cookieNotice") === undefined ? "" : "set"),
  locale: (header) => {
    const value = readCookie(header, "locale") ?? "";
    return languageCookieValues.has(value) ? value : "";
  },
  [currencyCookieName]: (header, site) => String(chosenCurrency(site.currency, header)?.id ?? ""),
};

/**
 * The cache entry of this request, or undefined when it must not use the cache: not a GET, a
 * query string (pages do not vary by it; keys stay bounded), a session or a one-shot message.
 * The key holds only what the page is rendered from: the configured domain the Host resolved to
 * (an unknown Host and any port share the default site's page, which names its configured
 * domain, never the Host), http or https (the locale cookie is Secure on https), the path and
 * the cookies as the page reads them.
 */
export async function pageCacheEntry(
  services: Services,
  request: FastifyRequest,
): Promise<CacheEntry | undefined> {
  if (request.method !== "GET" || request.url.includes("?")) return undefined;
  const cookieHeader = request.headers.cookie;
  // any value at all, even one the site cannot read, keeps the page out of the cache
  const names = (cookieHeader ?? "").split(";").map((part) => part.split("=", 1)[0]!.trim());
  if (personalCookies.some((name) => names.includes(name))) return undefined;
  let site: DomainConfig;
  try {
    // the site and its currencies as the page's own domainDetect sees them
    site = await domainDetect(services, { host: request.headers.host });
  } catch {
    return undefined; // no site: the page says so, uncached
  }
  const variant = [
    site.domain.name,
    request.protocol === "https" ? "https" : "http",
    request.url,
    ...pageVaryCookies.map((name) => pageVariantOf[name](cookieHeader, site)),
  ];
  // a scheduled post or an ending event cuts the lifetime of every page (decisions 049, 051)
  const ttlMs = await pageLifetime(services, { siteId: site.siteID, ttlMs: pageTtlMs });
  return cacheKeys.pageResponse(site.siteID, variant, ttlMs);
}

type Encoding = ResponseEncoding | "identity";

/**
 * The bytes of a page's copies, each decoded once per stored object: the memory store hands out
 * the object it stored (whose bytes toCachedPage put here), Redis a new one per read.
 */
const bodiesOf = new WeakMap<CachedPage, Partial<Record<Encoding, Buffer>>>();

function bodyOf(page: CachedPage, encoding: Encoding): Buffer {
  let bodies = bodiesOf.get(page);
  if (!bodies) bodiesOf.set(page, (bodies = {}));
  return (bodies[encoding] ??=
    encoding === "identity" ? Buffer.from(page.html) : Buffer.from(page[encoding], "base64"));
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// Once per page and ten minutes: brotli 6 is about as small as 9 for a tenth of its time (home
// 61 KB: 11.8 KB in 1.5 ms; 11 would save another 1.2 KB for 56 ms of every miss).
const brotliOptions = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 6,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

const etagOf = (page: CachedPage, encoding: Encoding): string =>
  encoding === "identity" ? `"${page.hash}"` : `"${page.hash}-${encoding}"`;

/**
 * Whether a rendered answer may serve other visitors: a 200 HTML page whose only cookie is the
 * locale cookie (a function of the key: its value is part of it). Maintenance (503), errors and
 * redirects are never stored.
 */
export function isShareable(response: Response): boolean {
  if (response.status !== 200) return false;
  const setCookies = response.headers.getSetCookie();
  if (setCookies.some((cookie) => !cookie.startsWith("locale="))) return false;
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/** The page to store of a shareable answer: its HTML, encoded once with brotli and gzip. */
export async function toCachedPage(
  response: Response,
  html: Buffer,
  csp: Pick<CachedPage, "scripts" | "thirdParties">,
): Promise<CachedPage> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") headers.push([name, value]);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  const [br, gzip] = await Promise.all([
    brotli(html, {
      ...brotliOptions,
      params: { ...brotliOptions.params, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
    gzipped(html, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const hash = createHash("sha256").update(html).digest("base64url").slice(0, 22);
  const page: CachedPage = {
    status: response.status,
    headers,
    ...csp,
    hash,
    html: html.toString(),
    br: br.toString("base64"),
    gzip: gzip.toString("base64"),
  };
  bodiesOf.set(page, { identity: html, br, gzip });
  return page;
}

/** Whether If-None-Match names this copy (weak comparison, as a GET asks for). */
function isCurrent(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (typeof header !== "string") return false;
  return header
    .split(",")
    .some((tag) => tag.trim() === "*" || tag.trim().replace(/^W\//, "") === etag);
}

/**
 * Sends a cached page: a 304 when the visitor's copy is current, else the stored copy in the
 * encoding the browser takes, as it is. The CSP is the page's own (its scripts' hashes), the
 * same on a 304, so a revalidated copy keeps running its scripts.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: "HIT" | "MISS",
): FastifyReply {
  const encoding = acceptedEncoding(request) ?? "identity";
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") void reply.header(name, [...readSetCookies(reply), value]);
    else void reply.header(name, value);
  }
  request.cspScriptHashes = page.scripts;
  // a copy stored before third parties were named has none
  request.cspThirdParties = page.thirdParties ?? "";
  // the visitor revalidates every time: a write shows at once, an unchanged page costs a 304
  void reply.header("cache-control", "private, no-cache");
  void reply.header("vary", "Cookie, Accept-Encoding");
  void reply.header("x-cache", state);
  const etag = etagOf(page, encoding);
  void reply.header("etag", etag);
  if (isCurrent(request, etag)) return reply.status(304).send();
  if (encoding !== "identity") void reply.header("content-encoding", encoding);
  return reply.status(page.status).send(bodyOf(page, encoding));
}

function readSetCookies(reply: FastifyReply): string[] {
  const current = reply.getHeader("set-cookie");
  if (current === undefined) return [];
  return Array.isArray(current) ? current.map(String) : [String(current)];
}
