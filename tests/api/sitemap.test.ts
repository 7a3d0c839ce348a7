import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteOrigin } from "#common/site-origin.ts";
import type {
  BuilderDocument,
  DomainConfig,
  LoginResult,
  ProductSaveRequest,
} from "#generated/types.ts";
import { demoAccount } from "./backoffice.ts";
import {
  catalogProducts,
  catalogProductTranslations,
  siteOptions,
  sites,
  terms,
} from "#server/db/schema.ts";
import { invalidateContent } from "#server/platform/cache-keys.ts";
import { loginLimits, startTestServer, type TestServer } from "./server.ts";
import { ensureXmllint, xmlProblems } from "./xmllint.ts";

// issue 22 /sitemap.xml: the index and its files on a server of this file's own (the default
// 50,000 URLs a file), and one whose files hold 7 URLs, where the index lists several files.
let server: TestServer;
let small: TestServer;
let token = "";
let siteId = "";
let origin = "";

// sitemaps.org's schema of a URL set, as the `sitemap` package ships it (MIT)
const urlsetXsd = path.resolve("node_modules/sitemap/schema/sitemap.xsd");
// the index's schema, written from the same protocol (no package ships siteindex.xsd)
const indexXsd = path.resolve("tests/api/sitemap-index.xsd");
const canLint = ensureXmllint();
if (!canLint)
  console.warn("xmllint missing and apt could not install libxml2-utils: XSD checks skipped");

type Answer = { status: number; headers: Headers; text: string };

async function get(base: string, url: string): Promise<Answer> {
  const response = await fetch(base + url, { headers: { "accept-encoding": "gzip" } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(server.url + url, {
    method,
    headers: {
      language: "hrv",
      accessToken: token,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as { data: T };
  if (response.status !== 200) throw new Error(`${method} ${url}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
const urlsOf = (xml: string) => [...xml.matchAll(/<url>.*?<\/url>/g)].map((match) => match[0]);
const fileLocs = (index: string) =>
  [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
const pathOf = (loc: string) => new URL(loc).pathname;

/** Every file of the index with its XML, checked against the schemas on the way. */
async function filesOf(base: string): Promise<{ name: string; xml: string }[]> {
  const index = await get(base, "/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  // its exact shape as this server writes it, and the protocol's schema below
  expect(index.text).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<sitemap><loc>https?:\/\/[^<\s]+<\/loc><\/sitemap>\n)+<\/sitemapindex>\n$/,
  );
  if (canLint) {
    expect(await xmlProblems(index.text, indexXsd)).toBe("");
    // the schema is read: a file named by a relative address breaks it
    expect(await xmlProblems(index.text.replace("<loc>http", "<loc>"), indexXsd)).toMatch(/loc/);
  }
  const files = [];
  for (const loc of fileLocs(index.text)) {
    const file = await get(base, pathOf(loc));
    expect(file.status, loc).toBe(200);
    if (canLint) {
      expect(await xmlProblems(file.text)).toBe("");
      // the XSD demands a schema for every extension element (strict wildcard), and the xhtml
      // and image schemas are on the web only: the core is checked against sitemap.xsd, the
      // alternates and pictures below
      const core = file.text
        .replace(/<xhtml:link rel="alternate" hreflang="[a-z-]+" href="[^"]+"\/>/g, "")
        .replace(/<image:image><image:loc>[^<]+<\/image:loc><\/image:image>/g, "");
      expect(core).not.toMatch(/xhtml:|image:image/);
      expect(await xmlProblems(core, urlsetXsd)).toBe("");
    }
    files.push({ name: pathOf(loc).slice(1), xml: file.text });
  }
  return files;
}

async function setOption(key: string, value: string | undefined): Promise<void> {
  const { db } = server.database;
  await db.delete(siteOptions).where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, key)));
  if (value !== undefined) await db.insert(siteOptions).values({ siteId, key, value });
  await invalidateContent(server.services.changes, { siteId, kinds: ["option"] });
}

beforeAll(async () => {
  // on PostgreSQL both share the suite's database (isFresh: false), as shop-admin.test.ts does
  // on PostgreSQL every file's logins count against one address: the suite's limits (global-setup)
  server = await startTestServer(loginLimits, { isFresh: false });
  small = await startTestServer({ ...loginLimits, SITEMAP_URLS_PER_FILE: "7" }, { isFresh: false });
  const { email, password } = demoAccount("back-office");
  const login = await fetch(`${server.url}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json", language: "hrv" },
    body: JSON.stringify({ username: email, password }),
  });
  token = ((await login.json()) as { data: LoginResult }).data.tokens.accessToken;
  const [site] = await server.database.db.select().from(sites).orderBy(sites.id).limit(1);
  siteId = site!.id;
  // the configured domain the request's host resolves to: what the pages name too
  const detect = await fetch(`${server.url}/api/v2/domainDetect`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  origin = siteOrigin(((await detect.json()) as { data: DomainConfig }).data.domain);
}, 120_000);

afterAll(async () => {
  await small?.close();
  await server?.close();
});

describe("sitemap (issue 22)", () => {
  it("lists pages, products and categories in files that fit sitemaps.org's schema", async () => {
    const files = await filesOf(server.url);
    expect(files.map((file) => file.name)).toEqual([
      "sitemap-pages-1.xml",
      "sitemap-posts-1.xml",
      "sitemap-products-1.xml",
      "sitemap-categories-1.xml",
      "sitemap-events-1.xml",
    ]);
    const pages = files[0]!.xml;
    // the landing page (HomePageSlug) is each language's home; others are prefix and slug
    expect(locsOf(pages)).toEqual(
      expect.arrayContaining([`${origin}/`, `${origin}/en`, `${origin}/de`]),
    );
    expect(locsOf(pages)).toEqual(
      expect.arrayContaining([`${origin}/o-nama`, `${origin}/en/about-us`]),
    );
    expect(locsOf(pages)).not.toContain(`${origin}/restoran`);
  });

  it("lists the posts whose time has come at the blog's route, each language with its slug", async () => {
    const at = new Date(Date.now() + 24 * 60 * 60_000);
    const document = { version: 2, settings: {}, elements: [] };
    await server.database.db.insert(terms).values({
      siteId,
      type: "post",
      slug: "sutrasnja-objava",
      slugMain: "sutrasnja-objava",
      languageCode: "hrv",
      title: "Sutrašnja objava",
      document,
      publishedAt: at,
    });
    // a write drops the cached files (save-post.ts does the same)
    await invalidateContent(server.services.changes, { siteId, kinds: ["page"] });
    const posts = (await filesOf(server.url)).find((file) => file.name === "sitemap-posts-1.xml")!;
    const url = urlsOf(posts.xml).find((each) =>
      each.startsWith(`<url><loc>${origin}/objave/berba-maslina</loc>`),
    );
    expect(url).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/blog/olive-harvest"/>`,
    );
    expect(url).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${origin}/de/blog/olivenernte"/>`,
    );
    expect(url).toContain("<image:loc>");
    expect(posts.xml).not.toContain("sutrasnja-objava");
  });

  it("names each language version with its translated slug, lastmod and pictures", async () => {
    const [product] = await server.database.db
      .select()
      .from(catalogProducts)
      .where(
        and(
          eq(catalogProducts.siteId, siteId),
          eq(catalogProducts.isVisibleIndividually, true),
          eq(catalogProducts.isArchived, false),
          sql`jsonb_array_length(${catalogProducts.media}) > 0`,
        ),
      )
      .orderBy(asc(catalogProducts.id))
      .limit(1);
    const slugs = Object.fromEntries(
      (
        await server.database.db
          .select()
          .from(catalogProductTranslations)
          .where(eq(catalogProductTranslations.productId, product!.id))
      ).map((row) => [row.languageCode, row.slug]),
    );
    const files = await filesOf(server.url);
    const xml = files.find((file) => file.name === "sitemap-products-1.xml")!.xml;
    const hr = `${origin}/product/${slugs.hrv}`;
    const en = `${origin}/en/product/${slugs.eng}`;
    const de = `${origin}/de/produkt/${slugs.deu}`;
    const url = urlsOf(xml).find((each) => each.startsWith(`<url><loc>${hr}</loc>`));
    expect(url).toBeDefined();
    for (const [hreflang, href] of [
      ["hr", hr],
      ["en", en],
      ["de", de],
      ["x-default", hr],
    ])
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`);
    expect(url).toContain(`<lastmod>${product!.updatedAt.toISOString()}</lastmod>`);
    const src = product!.media[0]!.src;
    expect(url).toContain(`<image:loc>${src.startsWith("/") ? origin + src : src}</image:loc>`);
    // the English version carries the same alternates
    expect(urlsOf(xml).find((each) => each.startsWith(`<url><loc>${en}</loc>`))).toContain(
      `hreflang="de" href="${de}"`,
    );
  });

  it("drops lastmod, alternates or pictures that SiteMapOptions turns off", async () => {
    await setOption(
      "SiteMapOptions",
      JSON.stringify({ lastmod: false, hreflang: false, images: false }),
    );
    try {
      for (const file of await filesOf(server.url))
        expect(file.xml).not.toMatch(/<lastmod>|xhtml:link|image:image/);
    } finally {
      await setOption(
        "SiteMapOptions",
        JSON.stringify({ lastmod: true, hreflang: true, images: true }),
      );
    }
  });

  it("answers 404, and robots.txt names no sitemap, while AutoGenerateSiteMap is off", async () => {
    expect((await get(server.url, "/robots.txt")).text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    await setOption("AutoGenerateSiteMap", "false");
    try {
      expect((await get(server.url, "/sitemap.xml")).status).toBe(404);
      expect((await get(server.url, "/sitemap-pages-1.xml")).status).toBe(404);
      const robots = await get(server.url, "/robots.txt");
      expect(robots.text).toContain("User-agent: *");
      expect(robots.text).not.toContain("Sitemap:");
    } finally {
      await setOption("AutoGenerateSiteMap", "true");
    }
    expect((await get(server.url, "/sitemap.xml")).status).toBe(200);
    expect((await get(server.url, "/sitemap-pages-9.xml")).status).toBe(404);
    expect((await get(server.url, "/sitemap-nothing-1.xml")).status).toBe(404);
  });

  it("serves a file from the cache until a publish or a product's save renews it", async () => {
    await get(server.url, "/sitemap-pages-1.xml");
    expect((await get(server.url, "/sitemap-pages-1.xml")).headers.get("x-cache")).toBe("HIT");
    const about = "/api/v1/admin/builder/documents/page/about";
    const draft = await api<BuilderDocument>("GET", about);
    const document = structuredClone(draft.document);
    const saved = await api<BuilderDocument>("PUT", `${about}/draft`, {
      baseRevision: draft.revision,
      document,
      meta: { ...draft.meta, title: `${draft.meta.title} ·` },
    });
    await api("POST", `${about}/publish`, { baseRevision: saved.revision });
    const renewed = await get(server.url, "/sitemap-pages-1.xml");
    expect(renewed.headers.get("x-cache")).toBe("MISS");
    const aboutUrl = urlsOf(renewed.text).find((url) =>
      url.startsWith(`<url><loc>${origin}/o-nama</loc>`),
    );
    const lastmod = new Date(/<lastmod>([^<]+)<\/lastmod>/.exec(aboutUrl ?? "")?.[1] ?? 0);
    expect(Date.now() - lastmod.getTime()).toBeLessThan(60_000);

    await get(server.url, "/sitemap-products-1.xml");
    expect((await get(server.url, "/sitemap-products-1.xml")).headers.get("x-cache")).toBe("HIT");
    const [product] = await server.database.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(and(eq(catalogProducts.siteId, siteId), eq(catalogProducts.format, "Simple")))
      .orderBy(asc(catalogProducts.id))
      .limit(1);
    const { version: _version, ...body } = await api<ProductSaveRequest>(
      "GET",
      `/api/v1/product/edit/${product!.id}`,
    );
    await api("PATCH", `/api/v1/product/update/${product!.id}`, body);
    expect((await get(server.url, "/sitemap-products-1.xml")).headers.get("x-cache")).toBe("MISS");
  });

  it("splits into files of at most the limit, every URL exactly once", async () => {
    const whole = (await filesOf(server.url)).flatMap((file) =>
      urlsOf(file.xml).map((url) => locsOf(url)[0]),
    );
    const files = await filesOf(small.url);
    expect(files.length).toBeGreaterThan(5);
    expect(files.map((file) => file.name)).toContain("sitemap-pages-2.xml");
    expect(files.map((file) => file.name)).toContain("sitemap-products-2.xml");
    for (const file of files) expect(urlsOf(file.xml).length).toBeLessThanOrEqual(7);
    const split = files.flatMap((file) => urlsOf(file.xml).map((url) => locsOf(url)[0]));
    expect(new Set(split).size).toBe(split.length);
    expect([...split].sort()).toEqual([...whole].sort());
  });
});
