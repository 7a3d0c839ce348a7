import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSiteId } from "#server/db/seed/reference-data.ts";
import { deletePost, savePost } from "#server/modules/posts/operations/save-post.ts";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// A scheduled post and the anonymous page cache (decision 049): the blog's cached page expires
// by the post's time, so the post shows with no write, job or restart.
let site: SiteApp;

beforeAll(async () => {
  site = await startSiteApp();
}, 300_000);

afterAll(() => site.close());

const get = (url: string) =>
  site.app.inject({ method: "GET", url, headers: { host: "localhost" } });

describe("a scheduled post on a cached blog page", () => {
  it("appears when its time comes, though the page was cached before", async () => {
    const scope = { siteId: demoSiteId, languageCode: "hrv" };
    // a first render warms the build up: a page's lifetime counts from when it is stored
    expect((await get("/objave")).statusCode).toBe(200);
    const at = new Date(Date.now() + 2_000);
    await savePost(site.services, scope, {
      slugMain: "cache-test-scheduled",
      slug: "zakazana-za-cache",
      title: "Objava u zakazano vrijeme",
      publishedAt: at.toISOString(),
      document: { version: 2, settings: {}, elements: [] },
    });
    expect((await get("/objave")).headers["x-cache"]).toBe("MISS");
    const cached = await get("/objave");
    expect(cached.headers["x-cache"]).toBe("HIT");
    expect(cached.body).not.toContain("Objava u zakazano vrijeme");
    expect((await get("/objave/zakazana-za-cache")).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, at.getTime() - Date.now() + 300));
    const later = await get("/objave");
    expect(later.headers["x-cache"]).toBe("MISS");
    expect(later.body).toContain("Objava u zakazano vrijeme");
    expect((await get("/objave/zakazana-za-cache")).statusCode).toBe(200);
    await deletePost(site.services, { siteId: demoSiteId, slugMain: "cache-test-scheduled" });
  });
});
