import { and, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type {
  Comment,
  CommentAdminList,
  CommentList,
  CommentOptions,
  LoginResult,
} from "#generated/types.ts";
import { comments } from "#server/db/schema-comments.ts";
import { catalogProducts, loginAttempts, siteOptions, terms } from "#server/db/schema.ts";
import { siteOptionRows } from "#server/db/seed/site-options.ts";
import { invalidateContent } from "#server/platform/cache-keys.ts";
import { demoAccount } from "./backoffice.ts";
import { data, errorOf, useShopServer } from "./shop-client.ts";
import { editorCalls, type SiteApp, startSiteApp } from "./site-app.ts";

// Comments and ratings (issue 22, spec 3 options, spec 8 messages; decision 052) on a server of
// this file's own, whose database sets the options. Every test restores the seeded options and
// deletes the comments it wrote.

const shop = useShopServer();
const { call, db, signedInUser, testProduct } = shop;

const optionKeys = [
  "NumberOfStars",
  "RequireRatingForComment",
  "RequireCommentForRating",
  "CanCommentOnBlog",
  "OneUserOneComment",
  "UserCanEditComment",
  "RequireAdminPublishing",
  "AnonymousCanMultipleReview",
] as const;
type OptionKey = (typeof optionKeys)[number];

async function setOptions(values: Partial<Record<OptionKey, string>>): Promise<void> {
  const { siteId } = shop.suite;
  for (const [key, value] of Object.entries(values)) {
    await db()
      .delete(siteOptions)
      .where(and(eq(siteOptions.siteId, siteId), eq(siteOptions.key, key)));
    await db().insert(siteOptions).values({ siteId, key, value });
  }
  await invalidateContent(shop.suite.server.services.changes, { siteId, kinds: ["option"] });
}

const seeded = Object.fromEntries(
  siteOptionRows
    .filter((row) => (optionKeys as readonly string[]).includes(row.key))
    .map((row) => [row.key, row.value]),
) as Record<OptionKey, string>;

const token = (accessToken: string) => ({ accessToken });
const create = (body: unknown, headers: Record<string, string> = {}) =>
  call("/api/v1/cms/comment/create", { body, headers });
const filter = (body: unknown, headers: Record<string, string> = {}) =>
  call("/api/v1/cms/comment/filter", { body, headers });
const list = async (body: unknown, headers: Record<string, string> = {}) =>
  data<CommentList>(await filter(body, headers));

let postId = 0;
let oilId = 0;
let editor: Record<string, string> = {};

beforeAll(async () => {
  const [post] = await db()
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.slug, "berba-maslina"), eq(terms.type, "post")));
  const [oil] = await db()
    .select({ id: catalogProducts.id })
    .from(catalogProducts)
    .where(eq(catalogProducts.sku, "ULJE-OBL-500"));
  postId = post!.id;
  oilId = oil!.id;
  const { email, password } = demoAccount("back-office");
  const login = data<LoginResult>(
    await call("/api/v1/login", { body: { username: email, password } }),
  );
  editor = token(login.tokens.accessToken);
});

const written: number[] = [];
afterEach(async () => {
  await setOptions(seeded);
  for (const id of written.splice(0)) await db().delete(comments).where(eq(comments.id, id));
  await db().delete(loginAttempts).where(like(loginAttempts.key, "comments:%"));
});

/** A comment that must be written: its id is remembered for the clean-up. */
async function written200(body: unknown, headers: Record<string, string> = {}) {
  const comment = data<Comment>(await create(body, headers));
  written.push(comment.id);
  return comment;
}

const approve = (id: number) =>
  call(`/api/v1/admin/comments/${id}/status`, {
    method: "PUT",
    body: { status: "published" },
    headers: editor,
  });

describe("comment/getOptions (spec 7)", () => {
  it("answers the seeded options, and the defaults for those not set", async () => {
    const options = data<CommentOptions>(
      await call("/api/v1/cms/comment/getOptions", { body: { store_id: 1 } }),
    );
    expect(options).toEqual({
      NumberOfStars: 5,
      RequireRatingForComment: false,
      RequireCommentForRating: false,
      CanCommentOnBlog: "RegisteredUsers",
      OneUserOneComment: true,
      UserCanEditComment: true,
      RequireAdminPublishing: true,
      AnonymousCanMultipleReview: false,
    });
    await db()
      .delete(siteOptions)
      .where(and(eq(siteOptions.siteId, shop.suite.siteId), eq(siteOptions.key, "NumberOfStars")));
    await setOptions({ OneUserOneComment: "false" });
    const defaults = data<CommentOptions>(
      await call("/api/v1/cms/comment/getOptions", { body: {} }),
    );
    expect(defaults.NumberOfStars).toBe(5);
    expect(defaults.OneUserOneComment).toBe(false);
  });

  it("refuses bad input with 400", async () => {
    for (const body of [{ store_id: "x" }, { store_id: 0 }, { other: 1 }, []]) {
      const response = await call("/api/v1/cms/comment/getOptions", { body });
      expect(response.status).toBe(400);
      expect(errorOf(response).key).toMatch(/^validation\./);
    }
  });
});

describe("comment/filter", () => {
  it("lists a product's seeded reviews newest first with their count and average", async () => {
    const reviews = await list({ targetType: "product", targetId: oilId });
    expect(reviews.records.map((review) => review.authorName)).toEqual(["Klaus M.", "Ivana P."]);
    expect(reviews.aggregate).toEqual({
      commentCount: 2,
      ratingCount: 2,
      averageRating: 4.5,
      bestRating: 5,
    });
    expect(reviews.mine).toEqual([]);
    expect(reviews.totalRecords).toBe(2);
  });

  it("pages the list", async () => {
    const first = await list({ targetType: "product", targetId: oilId, limit: 1 });
    const second = await list({ targetType: "product", targetId: oilId, limit: 1, page: 2 });
    expect(first.totalPages).toBe(2);
    expect(first.records[0]?.authorName).toBe("Klaus M.");
    expect(second.records[0]?.authorName).toBe("Ivana P.");
  });

  it("answers 404 for an unknown target and 400 for bad input", async () => {
    expect((await filter({ targetType: "product", targetId: 2147483647 })).status).toBe(404);
    expect((await filter({ targetType: "post", targetId: oilId + 1_000_000 })).status).toBe(404);
    for (const body of [
      {},
      { targetType: "page", targetId: 1 },
      { targetType: "post", targetId: "1" },
      { targetType: "post", targetId: -1 },
      { targetType: "post", targetId: postId, limit: 1000 },
      { targetType: "post", targetId: postId, extra: true },
    ]) {
      const response = await filter(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).key).toMatch(/^validation\./);
    }
  });
});

describe("comment/create", () => {
  it("a visitor gets loggedUsersOnly on a post under CanCommentOnBlog RegisteredUsers (spec 6)", async () => {
    const response = await create({ targetType: "post", targetId: postId, body: "Bok" });
    expect(response.status).toBe(401);
    expect(errorOf(response)).toMatchObject({
      key: "api.loggedUsersOnly",
      message: "Komentirati mogu samo prijavljeni korisnici",
    });
  });

  it("a user's comment waits for approval, then everyone sees it (RequireAdminPublishing)", async () => {
    const user = await signedInUser();
    const comment = await written200(
      { targetType: "post", targetId: postId, body: "Odlična objava", rating: 4 },
      token(user.accessToken),
    );
    expect(comment).toMatchObject({ status: "pending", isMine: true, authorName: "Ivan H." });
    const before = await list({ targetType: "post", targetId: postId });
    expect(before.records.map((each) => each.id)).not.toContain(comment.id);
    const own = await list({ targetType: "post", targetId: postId }, token(user.accessToken));
    expect(own.mine.map((each) => each.id)).toEqual([comment.id]);
    expect(data<Comment>(await approve(comment.id)).status).toBe("published");
    const after = await list({ targetType: "post", targetId: postId });
    expect(after.records[0]).toMatchObject({ id: comment.id, isMine: false, rating: 4 });
    expect(after.aggregate.commentCount).toBe(before.aggregate.commentCount + 1);
  });

  it("publishes at once without RequireAdminPublishing, and keeps HTML and script as text", async () => {
    await setOptions({ RequireAdminPublishing: "false" });
    const user = await signedInUser();
    const hostile = '<script>alert("x")</script><b onclick="steal()">bold</b> & <i>';
    const comment = await written200(
      { targetType: "product", targetId: oilId, body: hostile },
      token(user.accessToken),
    );
    expect(comment.status).toBe("published");
    const shown = await list({ targetType: "product", targetId: oilId });
    expect(shown.records[0]?.body).toBe(hostile);
    expect(shown.aggregate).toMatchObject({ commentCount: 3, ratingCount: 2 });
  });

  it("asks for content or a rating, and a rating within NumberOfStars", async () => {
    const user = await signedInUser();
    const headers = token(user.accessToken);
    const empty = await create({ targetType: "post", targetId: postId, body: "   " }, headers);
    expect(empty.status).toBe(400);
    expect(errorOf(empty).key).toBe("api.sendContentOrRating");
    await setOptions({ NumberOfStars: "3" });
    const over = await create({ targetType: "post", targetId: postId, rating: 4 }, headers);
    expect(over.status).toBe(400);
    expect(errorOf(over)).toMatchObject({
      key: "api.ratingOutOfRange",
      message: "Ocjena mora biti između 1 i 3",
    });
    for (const rating of [0, 11, 2.5, "5", null]) {
      const response = await create({ targetType: "post", targetId: postId, rating }, headers);
      expect(response.status, String(rating)).toBe(400);
      expect(errorOf(response).key).toMatch(/^validation\./);
    }
  });

  it("RequireRatingForComment answers rateToComment, RequireCommentForRating commentToRate", async () => {
    const headers = token((await signedInUser()).accessToken);
    await setOptions({ RequireRatingForComment: "true" });
    const unrated = await create({ targetType: "post", targetId: postId, body: "Tekst" }, headers);
    expect(errorOf(unrated).key).toBe("api.rateToComment");
    await setOptions({ RequireRatingForComment: "false", RequireCommentForRating: "true" });
    const silent = await create({ targetType: "post", targetId: postId, rating: 5 }, headers);
    expect(errorOf(silent).key).toBe("api.commentToRate");
    const both = await written200(
      { targetType: "post", targetId: postId, body: "Tekst", rating: 5 },
      headers,
    );
    expect(both.rating).toBe(5);
  });

  it("OneUserOneComment: a second comment is oneUserOneComment; of two at once one wins", async () => {
    const headers = token((await signedInUser()).accessToken);
    await written200({ targetType: "post", targetId: postId, body: "Prvi" }, headers);
    const second = await create({ targetType: "post", targetId: postId, body: "Drugi" }, headers);
    expect(second.status).toBe(409);
    expect(errorOf(second).key).toBe("api.oneUserOneComment");
    const racer = token((await signedInUser()).accessToken);
    const answers = await Promise.all(
      [1, 2].map((n) =>
        create({ targetType: "product", targetId: oilId, body: `Utrka ${n}` }, racer),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    for (const answer of answers) if (answer.status === 200) written.push(data<Comment>(answer).id);
    await setOptions({ OneUserOneComment: "false" });
    await written200({ targetType: "post", targetId: postId, body: "Treći" }, headers);
  });

  it("a visitor reviews a product once from an address unless AnonymousCanMultipleReview", async () => {
    const product = await testProduct();
    const review = { targetType: "product", targetId: product, body: "Dobro", rating: 4 };
    const nameless = await create(review);
    expect(nameless.status).toBe(400);
    expect(errorOf(nameless).fields?.[0]?.path).toBe("/body/authorName");
    const first = await written200({ ...review, authorName: "Gost" });
    expect(first).toMatchObject({ isRegistered: false, authorName: "Gost", status: "pending" });
    const again = await create({ ...review, authorName: "Gost" });
    expect(again.status).toBe(409);
    expect(errorOf(again).key).toBe("api.alreadyPostedComment");
    await setOptions({ AnonymousCanMultipleReview: "true" });
    await written200({ ...review, authorName: "Gost" });
  });

  it("CanCommentOnBlog: Everyone lets visitors comment on posts, Nobody closes them", async () => {
    await setOptions({ CanCommentOnBlog: "Everyone" });
    const comment = await written200({
      targetType: "post",
      targetId: postId,
      body: "Gost piše",
      authorName: "Gost",
    });
    expect(comment.isRegistered).toBe(false);
    await setOptions({ CanCommentOnBlog: "Nobody" });
    const headers = token((await signedInUser()).accessToken);
    const closed = await create({ targetType: "post", targetId: postId, body: "x" }, headers);
    expect(closed.status).toBe(403);
    expect(errorOf(closed).key).toBe("api.commentsClosed");
  });

  it("refuses unknown targets (404) and bad input (400), a 1 MB body included", async () => {
    const headers = token((await signedInUser()).accessToken);
    const unknown = await create(
      { targetType: "product", targetId: 2147483647, body: "x" },
      headers,
    );
    expect(unknown.status).toBe(404);
    for (const body of [
      {},
      { targetType: "post" },
      { targetType: "post", targetId: postId, body: 5 },
      { targetType: "post", targetId: postId, body: "x".repeat(5001) },
      { targetType: "post", targetId: postId, body: "x", authorName: "" },
      { targetType: "post", targetId: postId, body: "x", status: "published" },
    ]) {
      const response = await create(body, headers);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const huge = await create(
      { targetType: "post", targetId: postId, body: "x".repeat(1024 * 1024) },
      headers,
    );
    expect([400, 413]).toContain(huge.status);
    expect(await db().select().from(comments).where(eq(comments.body, "x"))).toEqual([]);
  });

  it("limits how many comments one user writes (429)", async () => {
    await setOptions({ OneUserOneComment: "false" });
    const headers = token((await signedInUser()).accessToken);
    const statuses: number[] = [];
    for (let n = 0; n < 21; n += 1)
      statuses.push((await create({ targetType: "post", targetId: postId }, headers)).status);
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("comment edit and delete", () => {
  it("the author edits their comment, which waits for approval again", async () => {
    const headers = token((await signedInUser()).accessToken);
    const comment = await written200(
      { targetType: "post", targetId: postId, body: "Prije", rating: 3 },
      headers,
    );
    await approve(comment.id);
    const edited = data<Comment>(
      await call(`/api/v1/cms/comment/${comment.id}`, {
        method: "PUT",
        body: { body: "<em>Poslije</em>", rating: null },
        headers,
      }),
    );
    expect(edited).toMatchObject({ body: "<em>Poslije</em>", rating: null, status: "pending" });
  });

  it("commentEditNotAllowed for another's comment and when UserCanEditComment is off", async () => {
    const author = token((await signedInUser()).accessToken);
    const other = token((await signedInUser()).accessToken);
    const comment = await written200(
      { targetType: "post", targetId: postId, body: "Moje" },
      author,
    );
    const path = `/api/v1/cms/comment/${comment.id}`;
    const foreign = await call(path, { method: "PUT", body: { body: "Tuđe" }, headers: other });
    expect(foreign.status).toBe(403);
    expect(errorOf(foreign).key).toBe("api.commentEditNotAllowed");
    const foreignDelete = await call(path, { method: "DELETE", headers: other });
    expect(foreignDelete.status).toBe(403);
    const visitor = await call(path, { method: "PUT", body: { body: "x" } });
    expect(visitor.status).toBe(401);
    await setOptions({ UserCanEditComment: "false" });
    const off = await call(path, { method: "PUT", body: { body: "Novo" }, headers: author });
    expect(errorOf(off).key).toBe("api.commentEditNotAllowed");
    for (const body of [{ body: 1 }, { rating: 11 }, { extra: 1 }, { body: "   ", rating: null }]) {
      await setOptions({ UserCanEditComment: "true" });
      const bad = await call(path, { method: "PUT", body, headers: author });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await call("/api/v1/cms/comment/2147483647", {
      method: "PUT",
      body: { body: "x" },
      headers: author,
    });
    expect(missing.status).toBe(404);
    expect(
      (await call("/api/v1/cms/comment/abc", { method: "DELETE", headers: author })).status,
    ).toBe(400);
    expect(data(await call(path, { method: "DELETE", headers: author }))).toEqual({
      accepted: true,
    });
    expect((await call(path, { method: "DELETE", headers: author })).status).toBe(404);
  });
});

describe("moderation (back office)", () => {
  it("lists pending first, filters by status, approves, rejects and deletes", async () => {
    const headers = token((await signedInUser()).accessToken);
    const comment = await written200(
      { targetType: "product", targetId: oilId, body: "Na čekanju", rating: 2 },
      headers,
    );
    const all = data<CommentAdminList>(
      await call("/api/v1/admin/comments?perPage=5", { headers: editor }),
    );
    expect(all.records[0]).toMatchObject({
      id: comment.id,
      status: "pending",
      targetTitle: "Ulje Oblica",
    });
    expect(all.pendingCount).toBeGreaterThanOrEqual(1);
    const pending = data<CommentAdminList>(
      await call("/api/v1/admin/comments?status=pending", { headers: editor }),
    );
    expect(pending.records.every((each) => each.status === "pending")).toBe(true);
    const rejected = await call(`/api/v1/admin/comments/${comment.id}/status`, {
      method: "PUT",
      body: { status: "rejected" },
      headers: editor,
    });
    expect(data<Comment>(rejected).status).toBe("rejected");
    const shown = await list({ targetType: "product", targetId: oilId }, headers);
    expect(shown.records.map((each) => each.id)).not.toContain(comment.id);
    expect(shown.mine[0]).toMatchObject({ id: comment.id, status: "rejected" });
    const deleted = await call(`/api/v1/admin/comments/${comment.id}`, {
      method: "DELETE",
      headers: editor,
    });
    expect(data(deleted)).toEqual({ accepted: true });
    expect(await db().select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
  });

  it("is the back office's only (401, 403) and refuses bad input (400)", async () => {
    const shopper = token((await signedInUser()).accessToken);
    expect((await call("/api/v1/admin/comments")).status).toBe(401);
    expect((await call("/api/v1/admin/comments", { headers: shopper })).status).toBe(403);
    const path = "/api/v1/admin/comments/1/status";
    expect(
      (await call(path, { method: "PUT", body: { status: "published" }, headers: shopper })).status,
    ).toBe(403);
    expect(
      (await call("/api/v1/admin/comments/1", { method: "DELETE", headers: shopper })).status,
    ).toBe(403);
    for (const query of ["status=spam", "page=0", "perPage=1000"])
      expect((await call(`/api/v1/admin/comments?${query}`, { headers: editor })).status).toBe(400);
    for (const body of [{}, { status: "approved" }, { status: 1 }])
      expect((await call(path, { method: "PUT", body, headers: editor })).status).toBe(400);
    const missing = await call("/api/v1/admin/comments/2147483647/status", {
      method: "PUT",
      body: { status: "published" },
      headers: editor,
    });
    expect(missing.status).toBe(404);
  });
});

describe("the page cache (decision 052)", () => {
  let site: SiteApp;
  beforeAll(async () => {
    site = await startSiteApp();
  });
  afterAll(async () => {
    await site?.close();
  });

  it("keeps a product page cached while a review waits, and renews it on approval", async () => {
    const editor = await editorCalls(site.app);
    const { email, password } = demoAccount("shopper");
    const login = await site.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { host: "localhost", "content-type": "application/json" },
      payload: JSON.stringify({ username: email, password }),
    });
    const shopper = login.json<{ data: LoginResult }>().data.tokens.accessToken;
    const page = "/product/ulje-oblica";
    await editor.visit(page);
    const cached = await editor.visit(page);
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(cached.body).toContain('"reviewCount":2');
    const [oil] = await site.services.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(eq(catalogProducts.sku, "ULJE-OBL-500"));
    const sent = await site.app.inject({
      method: "POST",
      url: "/api/v1/cms/comment/create",
      headers: { host: "localhost", "content-type": "application/json", accesstoken: shopper },
      payload: JSON.stringify({
        targetType: "product",
        targetId: oil!.id,
        body: "<script>alert(1)</script> Vrhunsko",
        rating: 5,
      }),
    });
    const comment = sent.json<{ data: Comment }>().data;
    expect(comment.status).toBe("pending");
    const waiting = await editor.visit(page);
    expect(waiting.headers["x-cache"]).toBe("HIT");
    expect(waiting.body).not.toContain("Vrhunsko");
    await editor.data("PUT", `/api/v1/admin/comments/${comment.id}/status`, {
      status: "published",
    });
    const renewed = await editor.visit(page);
    expect(renewed.headers["x-cache"]).toBe("MISS");
    // the text as text: escaped in the HTML, never a script element of its own
    expect(renewed.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Vrhunsko");
    expect(renewed.body).not.toContain("<script>alert(1)");
    expect(renewed.body).toContain('"reviewCount":3');
    expect(renewed.body).toContain('"ratingValue":4.7');
  });
});
