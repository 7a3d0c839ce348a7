import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixture.ts";
import { cookieSessionHeader, cookieSessionValue } from "../../common/cookie-session.ts";
import type {
  BuilderDocument,
  DomainConfig,
  Master,
  MediaItem,
  MediaList,
} from "../../generated/types.ts";
import { demoAccounts } from "./seed-data.ts";

const editor = demoAccounts.find((account) => account.role === "back-office")!;

/** Logs the seeded back-office user in at /adminLogin (of a site of the test's own: its origin). */
export async function logInAsEditor(page: Page, origin = ""): Promise<void> {
  await page.goto(`${origin}/adminLogin`);
  await page.getByLabel("Adresa e-pošte").fill(editor.email);
  await page.getByLabel("Lozinka").fill(editor.password);
  await page.getByRole("button", { name: "Prijava" }).click();
  await expect(page.getByRole("navigation", { name: "Urednička traka" })).toBeVisible();
}

/**
 * The builder API as the logged-in browser calls it (its session cookie), for setting up and
 * cleaning up a test page: the same calls the builder makes.
 */
export async function builderApi(request: APIRequestContext) {
  const detect = await request.post("/api/v2/domainDetect", { data: { domain: "127.0.0.1" } });
  const domain = ((await detect.json()) as { data: DomainConfig }).data;
  const headers = {
    apikey: domain.apiKeyToken,
    site: domain.siteID,
    language: "hrv",
    [cookieSessionHeader]: cookieSessionValue,
  };
  const data = async <T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> => {
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    /** The headers of its calls (the session's), for a test's other back-office calls. */
    headers,
    /** A new page, published empty, so its URL opens (and edit mode finds it). */
    async createPublishedPage(title: string, slug: string): Promise<BuilderDocument> {
      const created = await data<BuilderDocument>(
        await request.post("/api/v1/admin/builder/pages", { headers, data: { title, slug } }),
      );
      return data<BuilderDocument>(
        await request.post(`/api/v1/admin/builder/documents/page/${slug}/publish`, {
          headers,
          data: { baseRevision: created.revision },
        }),
      );
    },
    async draft(slug: string): Promise<BuilderDocument> {
      return data(await request.get(`/api/v1/admin/builder/documents/page/${slug}`, { headers }));
    },
    /** The HTTP status of a page's draft (404 once the page is deleted). */
    async draftStatus(slug: string): Promise<number> {
      const response = await request.get(`/api/v1/admin/builder/documents/page/${slug}`, {
        headers,
      });
      return response.status();
    },
    async saveDraft(slug: string, document: BuilderDocument): Promise<BuilderDocument> {
      return data(
        await request.put(`/api/v1/admin/builder/documents/page/${slug}/draft`, {
          headers,
          data: {
            baseRevision: document.revision,
            document: document.document,
            meta: document.meta,
          },
        }),
      );
    },
    /** Uploads one image to the media library and gives it an alt text (its description). */
    async uploadImage(name: string, buffer: Buffer, alt: string): Promise<MediaItem> {
      const [uploaded] = await data<MediaItem[]>(
        await request.post("/api/v1/admin/media/upload", {
          headers,
          multipart: { files: { name, mimeType: "image/png", buffer } },
        }),
      );
      return data<MediaItem>(
        await request.patch(`/api/v1/admin/media/${uploaded!.id}`, {
          headers,
          data: { description: alt },
        }),
      );
    },
    /** One media library item as the API reads it now. */
    async mediaItem(id: number): Promise<MediaItem> {
      return data(await request.get(`/api/v1/admin/media/${id}`, { headers }));
    },
    /** A layout section's draft (header-section, footer-section, cookie-section). */
    async sectionDraft(key: string): Promise<BuilderDocument> {
      return data(await request.get(`/api/v1/admin/builder/documents/section/${key}`, { headers }));
    },
    /** Saves a layout section's options and publishes them (a test puts back what it changed). */
    async publishSection(key: string, options: Record<string, unknown>): Promise<void> {
      const draft = await this.sectionDraft(key);
      const base = `/api/v1/admin/builder/documents/section/${key}`;
      const saved = await data<BuilderDocument>(
        await request.put(`${base}/draft`, {
          headers,
          data: {
            baseRevision: draft.revision,
            document: draft.document,
            meta: draft.meta,
            options,
          },
        }),
      );
      await data(
        await request.post(`${base}/publish`, { headers, data: { baseRevision: saved.revision } }),
      );
    },
    /** Removes the media library's images whose texts or names contain `search`. */
    async deleteMedia(search: string): Promise<void> {
      const list = await data<MediaList>(
        await request.get(`/api/v1/admin/media/filter?search=${encodeURIComponent(search)}`, {
          headers,
        }),
      );
      for (const item of list.records)
        await data(
          await request.delete(`/api/v1/admin/media/directoryItem/delete/${item.id}`, { headers }),
        );
    },
    async deletePage(slug: string): Promise<void> {
      await data(await request.delete(`/api/v1/admin/builder/pages/${slug}`, { headers }));
    },
    /** Deletes the masters (or templates) whose title contains `search`. */
    async deleteMasters(kind: "master" | "template", search: string): Promise<void> {
      const list = await data<Master[]>(
        await request.get(`/api/v1/admin/builder/masters?kind=${kind}`, { headers }),
      );
      for (const master of list.filter((each) => each.title.includes(search)))
        await data(await request.delete(`/api/v1/admin/builder/masters/${master.id}`, { headers }));
    },
    /** A page template (what the admin area's templates screen lists). */
    async createTemplate(title: string): Promise<Master> {
      const document = { version: 2, settings: {}, elements: [] };
      return data(
        await request.post("/api/v1/admin/builder/masters", {
          headers,
          data: { kind: "template", title, document },
        }),
      );
    },
  };
}
