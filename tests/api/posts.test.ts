import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post, PostList, PostTerm, SearchResult } from "#generated/types.ts";
import { accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

// The blog (issue 22, spec 7 post filterStandard, postType, term filter; decision 049) on the
// seeded demo: twelve posts in hr/en/de, three categories ('novosti', 'recepti' and its
// subcategory 'slastice').

const filter = (body: unknown, headers: Record<string, string> = {}) =>
  call("/api/v1/cms/post/filterStandard", { body, headers });
const posts = async (body: unknown, headers: Record<string, string> = {}) =>
  payload<PostList>(await filter(body, headers));
const titles = (list: PostList) => list.records.map((post) => post.slug);

let editor: Record<string, string>;
const created: string[] = [];
const createdTerms: string[] = [];

const richText = (html: string) => ({
  version: 2,
  settings: {},
  elements: [{ id: "body", type: "rich-text", props: { html } }],
});

async function savePost(body: Record<string, unknown>): Promise<Post> {
  const post = payload<Post>(
    await call("/api/v1/admin/posts", {
      method: "PUT",
      headers: editor,
      body: { document: richText("<p>Test</p>"), ...body },
    }),
  );
  created.push(String(body.slugMain));
  return post;
}

beforeAll(async () => {
  editor = asEditor(await accessTokenOf("back-office"));
});

afterAll(async () => {
  for (const slugMain of created)
    await call(`/api/v1/admin/posts/${slugMain}`, { method: "DELETE", headers: editor });
  for (const slugMain of createdTerms)
    await call(`/api/v1/admin/posts/terms/postCategory/${slugMain}`, {
      method: "DELETE",
      headers: editor,
    });
});

describe("post filterStandard (spec 7, 9)", () => {
  it("lists the language's posts newest first, 10 a page by default", async () => {
    const list = await posts({});
    expect(list.limit).toBe(10);
    expect(list.page).toBe(1);
    expect(list.totalRecords).toBeGreaterThanOrEqual(4);
    const times = list.records.map((post) => Date.parse(post.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(titles(list)).toContain("berba-maslina");
    const english = await posts({}, { language: "eng" });
    expect(titles(english)).toContain("olive-harvest");
    expect(Object.keys(english.records[0]?.categories[0]?.slugs ?? {})).toContain("hrv");
  });

  it("pages with page and limit, and sorts oldest first when asked", async () => {
    const all = await posts({ limit: 100 });
    const second = await posts({ limit: 1, page: 2 });
    expect(second.totalPages).toBe(all.totalRecords);
    expect(titles(second)).toEqual([all.records[1]?.slug]);
    const oldest = await posts({ limit: 100, sort: "publishedAtAsc" });
    expect(titles(oldest)).toEqual(titles(all).reverse());
    const past = await posts({ page: 1000 });
    expect(past.records).toEqual([]);
    expect(past.totalRecords).toBe(all.totalRecords);
  });

  it("filters by a date range", async () => {
    const all = await posts({ limit: 100 });
    const newest = all.records[0]!;
    const onlyNewest = await posts({ dateFrom: newest.publishedAt });
    expect(titles(onlyNewest)).toEqual([newest.slug]);
    const before = await posts({
      dateTo: new Date(Date.parse(newest.publishedAt) - 1).toISOString(),
      limit: 100,
    });
    expect(titles(before)).not.toContain(newest.slug);
    expect(before.totalRecords).toBe(all.totalRecords - 1);
  });

  it("filters by category slugs (termSlugs)", async () => {
    const recipes = await posts({ termSlugs: ["recepti"] });
    expect(titles(recipes).sort()).toEqual([
      "dzem-od-smokava",
      "fuzi-s-tartufima",
      "janjetina-ispod-peke",
      "riba-na-gradele",
    ]);
    const desserts = await posts({ termSlugs: ["slastice"] });
    expect(titles(desserts).sort()).toEqual(["dubrovacka-rozata", "fritule-s-medom"]);
    for (const post of recipes.records)
      expect(post.categories.map((category) => category.slug)).toContain("recepti");
    expect((await posts({ termSlugs: ["nema-takve"] })).totalRecords).toBe(0);
  });

  it("lists only the post type 'post' unless postTypeSlugs says otherwise", async () => {
    await savePost({
      slugMain: "api-test-event",
      slug: "api-test-dogadjaj",
      title: "Događaj",
      postType: "event-note",
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(titles(await posts({ limit: 100 }))).not.toContain("api-test-dogadjaj");
    expect(titles(await posts({ postTypeSlugs: ["event-note"] }))).toEqual(["api-test-dogadjaj"]);
    const types = payload<{ records: string[] }>(await call("/api/v1/cms/postType/filter"));
    expect(types.records).toEqual(expect.arrayContaining(["event-note", "post"]));
  });
});

describe("filterStandard display (spec 7 components/legacy, decision 049)", () => {
  it("answers cards without a body for components, the default", async () => {
    const implicit = await posts({ termSlugs: ["novosti"] });
    const components = await posts({ termSlugs: ["novosti"], display: "components" });
    expect(components).toEqual(implicit);
    expect(implicit.records.length).toBeGreaterThan(0);
    for (const post of implicit.records) expect(post).not.toHaveProperty("html");
  });

  it("answers each post's body as sanitised HTML for legacy", async () => {
    await savePost({
      slugMain: "api-test-legacy",
      slug: "api-test-legacy",
      title: "Stari prikaz",
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      document: {
        version: 2,
        settings: {},
        elements: [
          { id: "h", type: "heading", props: { text: "Vino & <more>", level: 1 } },
          {
            id: "c",
            type: "columns",
            props: {},
            slots: {
              "column-1": [
                {
                  id: "t",
                  type: "rich-text",
                  props: { html: '<p onclick="x()">Babić<script>alert(1)</script></p>' },
                },
              ],
            },
          },
        ],
      },
    });
    const legacy = await posts({ display: "legacy", limit: 100 });
    const post = legacy.records.find((each) => each.slug === "api-test-legacy");
    expect(post?.html).toBe("<h2>Vino &#38; &#60;more&#62;</h2><p>Babić</p>");
    const olive = legacy.records.find((each) => each.slug === "berba-maslina");
    expect(olive?.html).toContain("<p>Stabla na brdu iznad konobe");
    expect(olive?.title).toBe("Počela je berba maslina");
    // the same posts in the same order as the cards, only with their bodies
    const cards = await posts({ limit: 100 });
    expect(legacy.records.map(({ html: _html, ...card }) => card)).toEqual(cards.records);
  });

  it("refuses another display with 400 and the enum's message key", async () => {
    const response = await filter({ display: "html" });
    expect(response.status).toBe(400);
    const error = errorOf(response);
    expect(error.key).toBe("validation.enum");
    expect(error.fields?.[0]?.path).toBe("/body/display");
  });
});

describe("scheduled posts", () => {
  it("hides a post until its published_at, then shows it with no other write", async () => {
    const at = new Date(Date.now() + 2_500);
    const saved = await savePost({
      slugMain: "api-test-scheduled",
      slug: "api-test-zakazana",
      title: "Zakazana objava",
      publishedAt: at.toISOString(),
    });
    expect(saved.summary.publishedAt).toBe(at.toISOString());
    expect(titles(await posts({ limit: 100 }))).not.toContain("api-test-zakazana");
    expect((await call("/api/v1/cms/post/getBySlug/api-test-zakazana")).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 200));
    expect(titles(await posts({ limit: 100 }))).toContain("api-test-zakazana");
    const post = payload<Post>(await call("/api/v1/cms/post/getBySlug/api-test-zakazana"));
    expect(post.summary.title).toBe("Zakazana objava");
  });
});

describe("a post's page", () => {
  it("answers a post with its body, categories and translations' slugs", async () => {
    const post = payload<Post>(await call("/api/v1/cms/post/getBySlug/berba-maslina"));
    expect(post.summary.title).toBe("Počela je berba maslina");
    expect(post.summary.categories.map((category) => category.slug)).toEqual(["novosti"]);
    expect(post.slugs).toEqual({ hrv: "berba-maslina", eng: "olive-harvest", deu: "olivenernte" });
    expect(post.document.elements[0]?.type).toBe("rich-text");
    expect((await call("/api/v1/cms/post/getBySlug/no-such-post")).status).toBe(404);
  });

  it("sanitises HTML and scripts in a post's body on save", async () => {
    const saved = await savePost({
      slugMain: "api-test-html",
      slug: "api-test-html",
      title: "HTML",
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      document: richText(
        '<p onclick="alert(1)">Tekst</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">veza</a>',
      ),
    });
    const html = JSON.stringify(saved.document);
    expect(html).toContain("Tekst");
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    const read = payload<Post>(await call("/api/v1/cms/post/getBySlug/api-test-html"));
    expect(JSON.stringify(read.document)).not.toMatch(/<script|onclick|onerror|javascript:/i);
  });

  it("refuses a slug another post or a category already has (409)", async () => {
    const response = await call("/api/v1/admin/posts", {
      method: "PUT",
      headers: editor,
      body: {
        slugMain: "api-test-clash",
        slug: "recepti",
        title: "Sudar",
        publishedAt: new Date().toISOString(),
        document: richText("<p>x</p>"),
      },
    });
    expect(response.status).toBe(409);
  });
});

describe("term filter of post categories (spec 7, 9)", () => {
  it("answers 5 categories by default and every one with noPaginate", async () => {
    for (const index of [1, 2, 3, 4]) {
      const term = payload<PostTerm>(
        await call("/api/v1/admin/posts/terms", {
          method: "PUT",
          headers: editor,
          body: {
            type: "postCategory",
            slugMain: `api-test-category-${index}`,
            slug: `api-test-kategorija-${index}`,
            title: `Kategorija ${index}`,
            parentSlug: index === 1 ? null : "api-test-kategorija-1",
          },
        }),
      );
      createdTerms.push(term.slugMain);
    }
    const first = payload<{ categories: PostTerm[] }>(
      await call("/api/v1/cms/term/filter", { body: {} }),
    );
    expect(first.categories).toHaveLength(5);
    const all = payload<{ categories: PostTerm[] }>(
      await call("/api/v1/cms/term/filter", { body: { noPaginate: true } }),
    );
    expect(all.categories.length).toBeGreaterThanOrEqual(6);
    const child = all.categories.find((term) => term.slug === "api-test-kategorija-2");
    const parent = all.categories.find((term) => term.slug === "api-test-kategorija-1");
    expect(child?.parentId).toBe(parent?.id);
  });
});

describe("the search's posts tab (spec 2, 9)", () => {
  it("finds posts with their count", async () => {
    const result = payload<SearchResult>(
      await call("/api/v1/cms/search", { body: { search: "maslina", category: "posts" } }),
    );
    expect(result.totals.posts).toBeGreaterThan(0);
    expect(result.records[0]).toMatchObject({ type: "post", slug: "berba-maslina" });
  });
});

describe("bad input answers 400, never 500", () => {
  const huge = Array.from({ length: 100_000 }, (_, index) => `s${index}`);
  it.each([
    ["filterStandard limit 0", () => filter({ limit: 0 })],
    ["filterStandard limit 101", () => filter({ limit: 101 })],
    ["filterStandard page 0", () => filter({ page: 0 })],
    ["filterStandard a bad slug", () => filter({ termSlugs: ["Not A Slug"] })],
    ["filterStandard termSlugs a string", () => filter({ termSlugs: "recepti" })],
    ["filterStandard empty postTypeSlugs", () => filter({ postTypeSlugs: [] })],
    ["filterStandard a bad date", () => filter({ dateFrom: "yesterday" })],
    ["filterStandard an unknown sort", () => filter({ sort: "title" })],
    ["filterStandard an unknown field", () => filter({ display: "legacy", extra: 1 })],
    ["filterStandard an unknown display", () => filter({ display: "html" })],
    ["filterStandard display not a string", () => filter({ display: ["legacy"] })],
    ["filterStandard a 1 MB array", () => filter({ termSlugs: huge })],
    ["getBySlug a bad slug", () => call("/api/v1/cms/post/getBySlug/Not%20A%20Slug")],
    ["term filter limit 0", () => call("/api/v1/cms/term/filter", { body: { limit: 0 } })],
    [
      "term filter an unknown type",
      () => call("/api/v1/cms/term/filter", { body: { termTypeTitles: ["page"] } }),
    ],
    ["term filter a 1 MB array", () => call("/api/v1/cms/term/filter", { body: { slugs: huge } })],
  ])("%s", async (_name, send) => {
    const response = await send();
    expect([400, 413]).toContain(response.status);
    expect(errorOf(response).status).toBe(response.status);
  });

  it("answers 400 to an invalid post or term save, and to unknown categories", async () => {
    const put = (path: string, body: unknown) =>
      call(path, { method: "PUT", headers: editor, body });
    const valid = {
      slugMain: "api-test-bad",
      slug: "api-test-bad",
      title: "Loša",
      publishedAt: new Date().toISOString(),
      document: richText("<p>x</p>"),
    };
    for (const body of [
      { ...valid, title: "" },
      { ...valid, publishedAt: "sutra" },
      { ...valid, document: { version: 2, elements: "no" } },
      { ...valid, categories: huge },
      { ...valid, categories: ["nema-takve-kategorije"] },
    ])
      expect([400, 413]).toContain((await put("/api/v1/admin/posts", body)).status);
    for (const body of [
      { type: "page", slugMain: "x", slug: "x", title: "x" },
      { type: "postCategory", slugMain: "x", slug: "x", title: "x", parentSlug: "nema-roditelja" },
    ])
      expect((await put("/api/v1/admin/posts/terms", body)).status).toBe(400);
  });

  it("lets only back-office users write (default deny)", async () => {
    const body = { type: "postCategory", slugMain: "x", slug: "x", title: "x" };
    expect((await call("/api/v1/admin/posts/terms", { method: "PUT", body })).status).toBe(401);
    const shopper = { accessToken: await accessTokenOf("shopper") };
    const response = await call("/api/v1/admin/posts/berba", {
      method: "DELETE",
      headers: shopper,
    });
    expect(response.status).toBe(403);
  });
});
