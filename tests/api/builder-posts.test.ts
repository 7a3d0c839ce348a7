import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  BuilderDocument,
  BuilderPageSummary,
  BuilderVersion,
  PageDocument,
  Post,
  PostList,
} from "#generated/types.ts";
import { accessTokenOf, asEditor } from "./backoffice.ts";
import { call, errorOf, payload } from "./http.ts";

// Posts written in the builder (issue 22, decision 053): a post is a builder document of kind
// post keyed by its slugMain; publishing writes its terms row, a time ahead schedules it.

const posts = "/api/v1/admin/builder/posts";
const documentPath = (key: string) => `/api/v1/admin/builder/documents/post/${key}`;

let editor: Record<string, string>;
let shopper: Record<string, string>;
const created = new Set<string>();

beforeAll(async () => {
  editor = asEditor(await accessTokenOf("back-office"));
  shopper = asEditor(await accessTokenOf("shopper"));
});

afterAll(async () => {
  for (const slugMain of created)
    await call(`/api/v1/admin/posts/${slugMain}`, { method: "DELETE", headers: editor });
});

const unique = (name: string) => `${name}-${Date.now().toString(36)}`;

async function createPost(body: Record<string, unknown>): Promise<BuilderDocument> {
  const draft = payload<BuilderDocument>(
    await call(posts, { method: "POST", headers: editor, body }),
  );
  created.add(draft.key);
  return draft;
}

const open = async (key: string, language = "hrv") =>
  payload<BuilderDocument>(
    await call(documentPath(key), { headers: asEditor(editor.accessToken!, language) }),
  );

function saveDraft(draft: BuilderDocument, changes: Partial<BuilderDocument>, headers = editor) {
  return call(`${documentPath(draft.key)}/draft`, {
    method: "PUT",
    headers,
    body: {
      baseRevision: draft.revision,
      document: changes.document ?? draft.document,
      meta: changes.meta ?? draft.meta,
    },
  });
}

const publish = async (
  draft: BuilderDocument,
  headers = editor,
  untranslated?: "hide" | "confirm",
) =>
  call(`${documentPath(draft.key)}/publish`, {
    method: "POST",
    headers,
    body: { baseRevision: draft.revision, ...(untranslated ? { untranslated } : {}) },
  });

const visitor = (slug: string, language = "hrv") =>
  call(`/api/v1/cms/post/getBySlug/${slug}`, { headers: { language } });

const listed = async (language = "hrv") =>
  payload<PostList>(
    await call("/api/v1/cms/post/filterStandard", { body: { limit: 100 }, headers: { language } }),
  ).records.map((post) => post.slug);

const body: PageDocument = {
  version: 2,
  settings: {},
  elements: [
    { id: "title", type: "heading", props: { text: "Nova terasa", level: 2 } },
    {
      id: "text",
      type: "rich-text",
      props: { html: '<p>Otvoreno od petka.</p><script>alert("x")</script>' },
    },
  ],
};

describe("creating a post in the builder", () => {
  it("makes an unpublished draft that visitors do not see", async () => {
    const slug = unique("nova-objava");
    const draft = await createPost({
      title: "Nova objava",
      slug,
      post: { excerpt: "Kratko", categories: ["novosti"] },
    });
    expect(draft).toMatchObject({
      kind: "post",
      key: slug,
      exists: true,
      isPublished: false,
      meta: { title: "Nova objava", slug, post: { excerpt: "Kratko", categories: ["novosti"] } },
    });
    expect(draft.document.elements).toEqual([]);
    expect((await visitor(slug)).status).toBe(404);
    expect(await listed()).not.toContain(slug);
    const summaries = payload<BuilderPageSummary[]>(await call(posts, { headers: editor }));
    const mine = summaries.find((each) => each.slugMain === slug);
    expect(mine?.languages).toMatchObject([{ language_code: "hrv", slug, isPublished: false }]);
    // the demo's published posts are listed too
    expect(summaries.some((each) => each.slugMain === "olive-harvest")).toBe(true);
  });

  it("refuses bad input with the spec's messages, and taken slugs with 409", async () => {
    const short = await call(posts, {
      method: "POST",
      headers: editor,
      body: { title: "A", slug: "ab" },
    });
    expect(short.status).toBe(400);
    expect(errorOf(short).key).toBe("validation.slugTooShort");
    const untitled = await call(posts, {
      method: "POST",
      headers: editor,
      body: { slug: "bez-naslova" },
    });
    expect(untitled.status).toBe(400);
    const extra = await call(posts, {
      method: "POST",
      headers: editor,
      body: { title: "X", slug: "dodatno-polje", post: { colour: "red" } },
    });
    expect(extra.status).toBe(400);
    for (const slug of ["berba-maslina", "novosti"]) {
      const taken = await call(posts, {
        method: "POST",
        headers: editor,
        body: { title: "X", slug },
      });
      expect(taken.status).toBe(409);
      expect(errorOf(taken).key).toBe("api.slugTaken");
    }
  });

  it("is for back-office users only: a shopper cannot create or save a post draft", async () => {
    const anonymous = await call(posts, { method: "POST", body: { title: "X", slug: "anonimna" } });
    expect(anonymous.status).toBe(401);
    const refused = await call(posts, {
      method: "POST",
      headers: shopper,
      body: { title: "X", slug: "kupceva" },
    });
    expect(refused.status).toBe(403);
    const draft = await createPost({ title: "Tuđa", slug: unique("tuda") });
    const save = await saveDraft(draft, { document: body }, shopper);
    expect(save.status).toBe(403);
    expect((await open(draft.key)).revision).toBe(draft.revision);
    expect((await publish(draft, shopper)).status).toBe(403);
  });
});

describe("writing and publishing a post", () => {
  it("saves the body and blog fields, refuses a bad draft, and publishes it to visitors", async () => {
    const slug = unique("terasa");
    const draft = await createPost({ title: "Terasa", slug });
    const invalid = await saveDraft(draft, {
      document: { ...body, elements: [{ id: "h", type: "heading", props: { level: 9 } }] },
    });
    expect(invalid.status).toBe(400);
    const badMeta = await saveDraft(draft, {
      meta: { ...draft.meta, post: { excerpt: 5 } } as never,
    });
    expect(badMeta.status).toBe(400);
    const noSlug = await saveDraft(draft, { meta: { title: "Terasa" } });
    expect(noSlug.status).toBe(400);
    expect(errorOf(noSlug).fields?.[0]?.path).toBe("/body/meta/slug");

    const cover = { src: "/media/demo/olive-grove.jpg", alt: "Maslinik" };
    const meta = {
      ...draft.meta,
      post: {
        excerpt: "Terasa je opet otvorena.",
        author: "Ana",
        cover,
        categories: ["novosti"],
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    };
    const saved = payload<BuilderDocument>(await saveDraft(draft, { document: body, meta }));
    expect(saved.revision).toBe(draft.revision + 1);
    expect(saved.meta.post?.author).toBe("Ana");
    expect(JSON.stringify(saved.document)).not.toContain("<script");
    expect((await visitor(slug)).status).toBe(404);

    const published = payload<BuilderDocument>(await publish(saved));
    expect(published.isPublished).toBe(true);
    expect(published.hasUnpublishedChanges).toBe(false);
    const post = payload<Post>(await visitor(slug));
    expect(post.summary).toMatchObject({
      title: "Terasa",
      excerpt: "Terasa je opet otvorena.",
      author: "Ana",
      cover,
    });
    expect(post.summary.categories.map((category) => category.slug)).toEqual(["novosti"]);
    expect(post.document.elements.map((element) => element.id)).toEqual(["title", "text"]);
    expect(JSON.stringify(post.document)).not.toContain("<script");
    expect(await listed()).toContain(slug);

    const versions = payload<BuilderVersion[]>(
      await call(`${documentPath(slug)}/versions`, { headers: editor }),
    );
    expect(versions.map((version) => version.number)).toEqual([1]);
  });

  it("keeps a post published with a time ahead hidden until then (scheduling)", async () => {
    const slug = unique("najava");
    const draft = await createPost({ title: "Najava", slug });
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    const saved = payload<BuilderDocument>(
      await saveDraft(draft, {
        document: body,
        meta: { ...draft.meta, post: { publishedAt: ahead } },
      }),
    );
    const published = payload<BuilderDocument>(await publish(saved));
    expect(published.isPublished).toBe(true);
    expect((await visitor(slug)).status).toBe(404);
    expect(await listed()).not.toContain(slug);
    // the time comes: the same row shows without another publish
    const now = payload<BuilderDocument>(
      await saveDraft(published, {
        meta: {
          ...published.meta,
          post: { publishedAt: new Date(Date.now() - 1000).toISOString() },
        },
      }),
    );
    expect((await visitor(slug)).status).toBe(404);
    payload<BuilderDocument>(await publish(now));
    expect((await visitor(slug)).status).toBe(200);
  });

  it("refuses to publish a category that does not exist in the language", async () => {
    const draft = await createPost({ title: "Kriva", slug: unique("kriva-kategorija") });
    const saved = payload<BuilderDocument>(
      await saveDraft(draft, { meta: { ...draft.meta, post: { categories: ["nema-je"] } } }),
    );
    const refused = await publish(saved);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).key).toBe("api.unknownPostTerm");
    expect((await open(draft.key)).isPublished).toBe(false);
  });
});

describe("posts written before the builder", () => {
  it("opens a post saved through savePost with its fields and keeps its time on republish", async () => {
    const slugMain = unique("stara-objava");
    const publishedAt = new Date(Date.now() - 86_400_000).toISOString();
    payload<Post>(
      await call("/api/v1/admin/posts", {
        method: "PUT",
        headers: editor,
        body: {
          slugMain,
          slug: slugMain,
          title: "Stara objava",
          excerpt: "Iz API-ja",
          categories: ["recepti"],
          publishedAt,
          document: { version: 2, settings: {}, elements: [] },
        },
      }),
    );
    created.add(slugMain);
    const draft = await open(slugMain);
    expect(draft).toMatchObject({ kind: "post", isPublished: true, hasUnpublishedChanges: false });
    expect(draft.meta.post).toMatchObject({
      excerpt: "Iz API-ja",
      categories: ["recepti"],
      publishedAt,
    });
    const edited = payload<BuilderDocument>(await saveDraft(draft, { document: body }));
    expect(edited.hasUnpublishedChanges).toBe(true);
    payload<BuilderDocument>(await publish(edited));
    const post = payload<Post>(await visitor(slugMain));
    expect(post.summary.publishedAt).toBe(publishedAt);
    expect(post.document.elements.map((element) => element.id)).toEqual(["title", "text"]);
  });
});

describe("a post's translations", () => {
  it("adds an English variant with its own slug, tied by slugMain, categories mapped", async () => {
    const slug = unique("prijevod");
    const draft = await createPost({ title: "Prijevod", slug, post: { categories: ["novosti"] } });
    const saved = payload<BuilderDocument>(await saveDraft(draft, { document: body }));
    payload<BuilderDocument>(await publish(saved));
    const path = `${posts}/${slug}/translations`;
    const english = payload<BuilderDocument>(
      await call(path, {
        method: "POST",
        headers: asEditor(editor.accessToken!, "eng"),
        body: { language_code: "eng", title: "Translation", slug: `${slug}-en` },
      }),
    );
    expect(english).toMatchObject({
      kind: "post",
      language_code: "eng",
      exists: true,
      isPublished: false,
      meta: { title: "Translation", slug: `${slug}-en`, post: { categories: ["news"] } },
    });
    expect(english.document.elements.map((element) => element.id)).toEqual(["title", "text"]);
    const again = await call(path, {
      method: "POST",
      headers: editor,
      body: { language_code: "eng", title: "Again", slug: `${slug}-again` },
    });
    expect(again.status).toBe(409);
    const unknown = await call(path, {
      method: "POST",
      headers: editor,
      body: { language_code: "xyz", title: "X", slug: "nepoznat-jezik" },
    });
    expect(unknown.status).toBe(400);
    expect((await visitor(`${slug}-en`, "eng")).status).toBe(404);
    // decision 057: the Croatian texts it still shows are not published without the editor's word
    const refused = await publish(english, asEditor(editor.accessToken!, "eng"));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { key: "api.untranslatedTexts" },
      untranslated: ["title", "text"],
    });
    expect((await visitor(`${slug}-en`, "eng")).status).toBe(404);
    payload<BuilderDocument>(
      await publish(english, asEditor(editor.accessToken!, "eng"), "confirm"),
    );
    const post = payload<Post>(await visitor(`${slug}-en`, "eng"));
    expect(post.summary.categories.map((category) => category.slug)).toEqual(["news"]);
    expect(post.slugs).toMatchObject({ hrv: slug, eng: `${slug}-en` });
  });
});

describe("deleting a post", () => {
  it("deletes a post that only has a draft, with the draft", async () => {
    const draft = await createPost({ title: "Obriši", slug: unique("obrisi") });
    const deleted = await call(`/api/v1/admin/posts/${draft.key}`, {
      method: "DELETE",
      headers: editor,
    });
    expect(deleted.status).toBe(200);
    created.delete(draft.key);
    expect((await call(documentPath(draft.key), { headers: editor })).status).toBe(404);
  });
});
