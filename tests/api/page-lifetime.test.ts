import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoSiteId } from "#server/db/seed/reference-data.ts";
import { deleteEvent, saveEvent } from "#server/modules/events/operations/save-event.ts";
import { deletePost, savePost } from "#server/modules/posts/operations/save-post.ts";
import { type SiteApp, startSiteApp } from "./site-app.ts";

// Changes in time and the anonymous page cache (server/page-lifetime.ts): a cached page expires by
// a scheduled post's time (decision 049) and by an event's end (decision 051), so the post shows
// and the event leaves the upcoming list with no write, job or restart.
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

describe("an ending event on a cached page", () => {
  it("leaves the upcoming events when it ends, and its page says so", async () => {
    const scope = { siteId: demoSiteId, languageCode: "hrv" };
    const hall = "/dvorana";
    expect((await get(hall)).statusCode).toBe(200);
    const end = new Date(Date.now() + 2_500);
    const event = await saveEvent(site.services, scope, {
      title: "Događaj koji upravo završava",
      startEvent: new Date(Date.now() - 3_600_000).toISOString(),
      endEvent: end.toISOString(),
      isPublished: true,
    });
    try {
      const page = `/dogadjaj/${event.id}`;
      expect((await get(hall)).headers["x-cache"]).toBe("MISS");
      const cached = await get(hall);
      expect(cached.headers["x-cache"]).toBe("HIT");
      expect(cached.body).toContain("Događaj koji upravo završava");
      expect((await get(page)).body).not.toContain("Ovaj je događaj završio.");
      await new Promise((resolve) => setTimeout(resolve, end.getTime() - Date.now() + 300));
      const later = await get(hall);
      expect(later.headers["x-cache"]).toBe("MISS");
      expect(later.body).not.toContain("Događaj koji upravo završava");
      expect((await get(page)).body).toContain("Ovaj je događaj završio.");
    } finally {
      await deleteEvent(site.services, { siteId: demoSiteId, id: event.id });
    }
  });
});
