import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DomainConfig } from "#generated/types.ts";
import { readCookie } from "#common/cookies.ts";
import { languages } from "#generated/languages.ts";
import { pageVaryCookies, personalCookies } from "#common/page-cache-cookies.ts";
import { chosenCurrency, currencyCookieName } from "#common/shopper-currency.ts";
import { domainDetect } from "./modules/site/operations/domain-detect.ts";
import type { CacheEntry } from "./platform/cache.ts";
import { cacheKeys } from "./platform/cache-keys.ts";
import type { Services } from "./platform/services.ts";

/**
 * Whole page responses for anonymous visitors (docs/decisions/007): keyed by site, path and the
 * cookies that change the HTML; dropped by tag the moment the site's content changes
 * (cache-keys.ts invalidateContent). The CSP nonce of the stored HTML is replaced by each
 * response's own; the ETag carries the nonce the visitor's copy has, so a 304 keeps it valid.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce rendered into `body`; replaced by the response's own. */
  nonce: string;
  /** Hash of the body with the nonce taken out: the same for every response of this page. */
  hash: string;
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
  return cacheKeys.pageResponse(site.siteID, variant, pageTtlMs);
}

const etagOf = (page: CachedPage, nonce: string): string => `W/"${page.hash}.${nonce}"`;

/**
 * The page of a rendered response, when it may serve other visitors: a 200 whose only cookie is
 * the locale cookie (a function of the key: its value is part of it). Maintenance (503),
 * errors and redirects are never stored.
 */
export async function toCachedPage(
  response: Response,
  nonce: string,
): Promise<CachedPage | undefined> {
  if (response.status !== 200 || !response.body) return undefined;
  const setCookies = response.headers.getSetCookie();
  if (setCookies.some((cookie) => !cookie.startsWith("locale="))) return undefined;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return undefined;
  const body = await response.text();
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") headers.push([name, value]);
  });
  for (const cookie of setCookies) headers.push(["set-cookie", cookie]);
  const hash = createHash("sha1").update(body.replaceAll(nonce, "")).digest("base64url");
  return { status: response.status, headers, body, nonce, hash: hash.slice(0, 22) };
}

/** The nonce of the visitor's copy when If-None-Match names this page's content. */
function revalidatedNonce(request: FastifyRequest, page: CachedPage): string | undefined {
  const header = request.headers["if-none-match"];
  if (typeof header !== "string") return undefined;
  for (const tag of header.split(",")) {
    const match = /^\s*W\/"([\w-]+)\.([\w+/=]+)"\s*$/.exec(tag);
    if (match?.[1] === page.hash) return match[2];
  }
  return undefined;
}

/** Sends a cached page: a 304 when the visitor's copy is current, else the HTML with this response's nonce. */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: "HIT" | "MISS",
): FastifyReply {
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") void reply.header(name, [...readSetCookies(reply), value]);
    else void reply.header(name, value);
  }
  // the visitor revalidates every time: a write shows at once, an unchanged page costs a 304
  void reply.header("cache-control", "private, no-cache");
  void reply.header("vary", "Cookie");
  void reply.header("x-cache", state);
  const kept = revalidatedNonce(request, page);
  if (kept) {
    // The visitor's copy carries this nonce: the CSP of the 304 must allow it.
    request.cspNonce = kept;
    void reply.header("etag", etagOf(page, kept));
    return reply.status(304).send();
  }
  void reply.header("etag", etagOf(page, request.cspNonce));
  return reply
    .status(page.status)
    .send(
      page.nonce === request.cspNonce
        ? page.body
        : page.body.replaceAll(page.nonce, request.cspNonce),
    );
}

function readSetCookies(reply: FastifyReply): string[] {
  const current = reply.getHeader("set-cookie");
  if (current === undefined) return [];
  return Array.isArray(current) ? current.map(String) : [String(current)];
}
