import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terms } from "#server/db/schema.ts";
import { invalidateContent } from "#server/platform/cache-keys.ts";
import type { Services } from "#server/platform/services.ts";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// The anonymous page cache (server/page-cache.ts) over the real site build and a seeded PGlite.
let site: SiteApp;
let app: FastifyInstance;
let services: Services;

beforeAll(async () => {
  // behind a TLS proxy: X-Forwarded-Proto says https
  site = await startSiteApp({ TRUST_PROXY: "1" });
  ({ app, services } = site);
}, 300_000);

afterAll(() => site.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { host: "localhost", ...headers } });

/** The CSP's script hashes, and the hashes of the page's inline scripts, computed here. */
const cspHashes = (csp: unknown): string[] =>
  [...String(csp).matchAll(/'sha256-([^']+)'/g)].map((match) => match[1] ?? "").sort();
const inlineScriptHashes = (html: string): string[] =>
  [
    ...new Set(
      [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
        createHash("sha256")
          .update(match[1] ?? "")
          .digest("base64"),
      ),
    ),
  ].sort();

describe("anonymous page cache", () => {
  it("serves the second view from the cache: the same bytes, its scripts allowed by hash", async () => {
    const first = await get("/o-nama");
    const second = await get("/o-nama");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const csp = second.headers["content-security-policy"];
    expect(csp).toBe(first.headers["content-security-policy"]);
    expect(String(csp)).not.toContain("nonce");
    expect(second.body).not.toContain("nonce=");
    // React Router's context, its loader data and module imports, the scroll restoration
    expect(cspHashes(csp).length).toBeGreaterThanOrEqual(4);
    expect(cspHashes(csp)).toEqual(inlineScriptHashes(second.body));
  });

  it("answers 304 to a current copy, with the CSP that copy runs under", async () => {
    const page = await get("/o-nama");
    const etag = String(page.headers.etag);
    const again = await get("/o-nama", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-security-policy"]).toBe(page.headers["content-security-policy"]);
    expect((await get("/o-nama", { "if-none-match": '"other"' })).statusCode).toBe(200);
  });

  it("drops a site's pages the moment its content changes", async () => {
    expect((await get("/o-nama")).headers["x-cache"]).toBe("HIT");
    const where = and(eq(terms.slug, "o-nama"), eq(terms.languageCode, "hrv"));
    const [row] = await services.db.select().from(terms).where(where);
    await services.db.update(terms).set({ title: "Naša priča" }).where(where);
    await invalidateContent(services.changes, { siteId: row?.siteId ?? "", kinds: ["page"] });
    const after = await get("/o-nama");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body).toContain("Naša priča");
  });

  it("keys by the cookies that change the page, and keeps the locale cookie per key", async () => {
    const fresh = await get("/en/");
    expect(String(fresh.headers["set-cookie"])).toContain("locale=en");
    const cached = await get("/en/");
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(String(cached.headers["set-cookie"])).toContain("locale=en");
    const known = await get("/en/", { cookie: "locale=en" });
    expect(known.headers["x-cache"]).toBe("MISS");
    expect(known.headers["set-cookie"]).toBeUndefined();
    const agreed = await get("/en/", { cookie: "locale=en; cookieNotice=accepted" });
    expect(agreed.headers["x-cache"]).toBe("MISS");
    expect(agreed.body.length).toBeLessThan(known.body.length); // no cookie banner
  });

  it("never caches for a session or a flash message, nor errors", async () => {
    await get("/o-nama");
    const withSession = await get("/o-nama", { cookie: "accessToken=abc" });
    expect(withSession.headers["x-cache"]).toBeUndefined();
    const withFlash = await get("/o-nama", { cookie: "flash=loginSuccess" });
    expect(withFlash.headers["x-cache"]).toBeUndefined();
    await get("/no-such-page");
    const missing = await get("/no-such-page");
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["x-cache"]).toBeUndefined();
  });

  // issue 18: the key took the raw cookie values and the Host's port, so each junk value stored
  // another copy of the page (3,000 requests added 119 MB to Redis).
  it("keys on what the page is rendered from: junk cookies, ports and unknown Hosts share it", async () => {
    const first = await get("/kontakt");
    expect(first.headers["x-cache"]).toBe("MISS");
    const shared: Record<string, string>[] = [
      { host: "localhost:1" },
      { host: "localhost:65535" },
      { host: "unknown-1.example" },
      { host: "unknown-2.example:8080" },
      { cookie: "locale=zz" },
      { cookie: "locale=%E0" },
      { cookie: `locale=${"x".repeat(200)}` },
      { cookie: "currency=999999" },
    ];
    for (const headers of shared) {
      const page = await get("/kontakt", headers);
      expect(page.headers["x-cache"], JSON.stringify(headers)).toBe("HIT");
      expect(page.body).toBe(first.body);
    }
    // any cookieNotice hides the banner: one page for all of them
    expect((await get("/kontakt", { cookie: "cookieNotice=accepted" })).headers["x-cache"]).toBe(
      "MISS",
    );
    for (const value of ["junk-1", "junk-2", ""])
      expect((await get("/kontakt", { cookie: `cookieNotice=${value}` })).headers["x-cache"]).toBe(
        "HIT",
      );
    // a configured domain is a page of its own: it names itself
    expect((await get("/kontakt", { host: "127.0.0.1" })).headers["x-cache"]).toBe("MISS");
  });

  it("sets the locale cookie Secure over https, and keeps the http page apart", async () => {
    const https = { "x-forwarded-proto": "https" };
    const secure = await get("/de/", https);
    expect(secure.headers["x-cache"]).toBe("MISS");
    expect(String(secure.headers["set-cookie"])).toMatch(/^locale=de; .*; Secure$/);
    const cached = await get("/de/", https);
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(String(cached.headers["set-cookie"])).toMatch(/^locale=de; .*; Secure$/);
    const plain = await get("/de/");
    expect(String(plain.headers["set-cookie"])).toMatch(/^locale=de; /);
    expect(String(plain.headers["set-cookie"])).not.toContain("Secure");
  });
});
