import { describe, expect, it } from "vitest";
import type {
  BuilderDocument,
  BuilderPageSummary,
  BuilderVersion,
  ErrorResponse,
  SearchResult,
} from "#generated/types.ts";
import { eq } from "drizzle-orm";
import { terms } from "#server/db/schema.ts";
import { indexUnsearchedPages } from "#server/modules/cms/operations/search/page-search-text.ts";
import { publishDue } from "#server/modules/builder/operations/schedule.ts";
import { editorSite } from "./editor-site.ts";

// Publishing as a visitor sees it: the real site build, its anonymous page cache and a seeded
// PGlite of its own; the scheduler's clock is this test's (publishDue), so nothing waits.
const site = editorSite();
const { api, data, visit } = site;

const about = "/api/v1/admin/builder/documents/page/about";

/** Opens the about page in a language, changes its title and saves the draft. */
async function retitle(text: string, language = "hrv"): Promise<BuilderDocument> {
  const draft = await data<BuilderDocument>("GET", about, undefined, language);
  const edited = structuredClone(draft.document);
  const title = edited.elements.find((element) => element.id === "about-title");
  if (!title) throw new Error("no title");
  title.props.text = text;
  return data<BuilderDocument>(
    "PUT",
    `${about}/draft`,
    { baseRevision: draft.revision, document: edited, meta: draft.meta },
    language,
  );
}

const publish = (draft: BuilderDocument, language = "hrv") =>
  data<BuilderDocument>("POST", `${about}/publish`, { baseRevision: draft.revision }, language);

describe("publishing (anonymous view before and after)", () => {
  it("keeps a draft private and shows a publish at once, through the page cache", async () => {
    await visit("/o-nama");
    expect((await visit("/o-nama")).headers["x-cache"]).toBe("HIT");
    const draft = await retitle("Nova priča naše konobe");
    const before = await visit("/o-nama");
    expect(before.headers["x-cache"]).toBe("HIT");
    expect(before.body).not.toContain("Nova priča naše konobe");
    const published = await publish(draft);
    expect(published.isPublished).toBe(true);
    expect(published.hasUnpublishedChanges).toBe(false);
    expect(published.publishedVersion).toBe(1);
    const after = await visit("/o-nama");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body).toContain("Nova priča naše konobe");
    // each language is published on its own
    expect((await visit("/en/about-us")).body).not.toContain("Nova priča naše konobe");
  });

  it("records every publish as a version with author and time; restores one as a draft", async () => {
    await publish(await retitle("Druga inačica naslova"));
    const versions = await data<BuilderVersion[]>("GET", `${about}/versions`);
    expect(versions.map((version) => version.number)).toEqual([2, 1]);
    expect(versions[0]?.author?.name).toBeTruthy();
    expect(versions[0]?.document).toBeUndefined();
    const first = await data<BuilderVersion>("GET", `${about}/versions/1`);
    expect(JSON.stringify(first.document)).toContain("Nova priča naše konobe");
    const current = await data<BuilderDocument>("GET", about);
    const restored = await data<BuilderDocument>("POST", `${about}/versions/1/restore`, {
      baseRevision: current.revision,
    });
    expect(restored.revision).toBe(current.revision + 1);
    expect(restored.hasUnpublishedChanges).toBe(true);
    expect((await visit("/o-nama")).body).toContain("Druga inačica naslova");
    await publish(restored);
    expect((await visit("/o-nama")).body).toContain("Nova priča naše konobe");
    expect((await api("GET", `${about}/versions/99`)).statusCode).toBe(404);
  });

  it("publishes a scheduled draft when it is due, and not before", async () => {
    const draft = await retitle("Zakazani naslov");
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await data<BuilderDocument>("PUT", `${about}/schedule`, {
      baseRevision: draft.revision,
      at: at.toISOString(),
    });
    expect(scheduled.scheduledAt).toBe(at.toISOString());
    expect(await publishDue(site.services, new Date())).toBe(0);
    expect((await visit("/o-nama")).body).not.toContain("Zakazani naslov");
    expect(await publishDue(site.services, new Date(at.getTime() + 1000))).toBe(1);
    expect((await visit("/o-nama")).body).toContain("Zakazani naslov");
    const after = await data<BuilderDocument>("GET", about);
    expect(after.scheduledAt).toBeNull();
    expect(after.hasUnpublishedChanges).toBe(false);
    const versions = await data<BuilderVersion[]>("GET", `${about}/versions`);
    expect(versions[0]?.author?.name).toBe(versions[1]?.author?.name);
  });

  it("cancels a schedule", async () => {
    const draft = await retitle("Otkazani naslov");
    await data("PUT", `${about}/schedule`, {
      baseRevision: draft.revision,
      at: new Date(Date.now() + 1000).toISOString(),
    });
    const cancelled = await data<BuilderDocument>("DELETE", `${about}/schedule`);
    expect(cancelled.scheduledAt).toBeNull();
    expect(await publishDue(site.services, new Date(Date.now() + 3_600_000))).toBe(0);
    expect((await visit("/o-nama")).body).not.toContain("Otkazani naslov");
  });
});

describe("languages", () => {
  it("keeps localised props per language over a shared structure", async () => {
    const english = await retitle("Three generations, one table (new)", "eng");
    expect(english.language_code).toBe("eng");
    await publish(english, "eng");
    expect((await visit("/en/about-us")).body).toContain("Three generations, one table (new)");
    const croatian = await data<BuilderDocument>("GET", about);
    const title = croatian.document.elements.find((element) => element.id === "about-title");
    expect(title?.props.text).toBe("Otkazani naslov");
    // a structural change in one language is every language's
    const added = structuredClone(croatian.document);
    added.elements.push({ id: "shared-spacer", type: "spacer", props: { height: 32 } });
    await data("PUT", `${about}/draft`, {
      baseRevision: croatian.revision,
      document: added,
      meta: croatian.meta,
    });
    const german = await data<BuilderDocument>("GET", about, undefined, "deu");
    expect(german.document.elements.at(-1)?.id).toBe("shared-spacer");
    expect(german.hasUnpublishedChanges).toBe(true);
    const germanTitle = german.document.elements.find((element) => element.id === "about-title");
    expect(germanTitle?.props.text).not.toBe("Otkazani naslov");
  });
});

describe("pages", () => {
  const pages = "/api/v1/admin/builder/pages";

  it("creates a page (slug of at least 4 characters), publishes and deletes it", async () => {
    const short = await api("POST", pages, { title: "Kratko", slug: "abc" });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorResponse>().error.key).toBe("validation.slugTooShort");
    const bad = await api("POST", pages, { title: "Loše", slug: "Loš slug" });
    expect(bad.json<ErrorResponse>().error.key).toBe("validation.invalidSlug");
    expect((await api("POST", pages, { title: "Isto", slug: "kontakt" })).statusCode).toBe(409);

    const created = await data<BuilderDocument>("POST", pages, {
      title: "Vinska večer",
      slug: "vinska-vecer",
    });
    expect(created.isPublished).toBe(false);
    expect(created.document.elements).toEqual([]);
    expect((await visit("/vinska-vecer")).statusCode).toBe(404);
    const path = "/api/v1/admin/builder/documents/page/vinska-vecer";
    const saved = await data<BuilderDocument>("PUT", `${path}/draft`, {
      baseRevision: created.revision,
      document: {
        ...created.document,
        elements: [
          { id: "wine-title", type: "heading", props: { text: "Vinska večer", level: 1 } },
        ],
      },
      meta: { ...created.meta, description: "Kušanje vina iz našeg podruma." },
    });
    await data("POST", `${path}/publish`, { baseRevision: saved.revision });
    const page = await visit("/vinska-vecer");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Kušanje vina iz našeg podruma.");

    // a missing language is made from the Croatian one
    const english = await data<BuilderDocument>("POST", `${pages}/vinska-vecer/translations`, {
      language_code: "eng",
      title: "Wine evening",
      slug: "wine-evening",
    });
    expect(english.exists).toBe(true);
    expect(english.isPublished).toBe(false);
    expect(english.document.elements[0]?.props.text).toBe("Vinska večer");
    expect(
      (
        await api("POST", `${pages}/vinska-vecer/translations`, {
          language_code: "eng",
          title: "Again",
          slug: "wine-again",
        })
      ).statusCode,
    ).toBe(409);
    // the heading's Croatian text goes out in English only confirmed (decision 057)
    await data(
      "POST",
      `${path}/publish`,
      { baseRevision: english.revision, untranslated: "confirm" },
      "eng",
    );
    expect((await visit("/en/wine-evening")).statusCode).toBe(200);

    const list = await data<BuilderPageSummary[]>("GET", pages);
    const listed = list.find((item) => item.slugMain === "vinska-vecer");
    expect(listed?.languages.map((language) => language.language_code)).toEqual(["hrv", "eng"]);
    expect(list.find((item) => item.slugMain === "restaurant")?.isHomePage).toBe(true);

    expect((await api("DELETE", `${pages}/restaurant`)).statusCode).toBe(409);
    await data("DELETE", `${pages}/vinska-vecer`);
    expect((await visit("/vinska-vecer")).statusCode).toBe(404);
    expect((await visit("/en/wine-evening")).statusCode).toBe(404);
    expect((await api("GET", path)).statusCode).toBe(404);
  });
});

describe("publishing and the site search (issue 19: the pages tab reads columns written on publish)", () => {
  it("makes a published page findable by its words, a draft's and an older version's not", async () => {
    const pagesFound = async (search: string) =>
      (
        await data<SearchResult>("POST", "/api/v1/cms/search", { search, category: "pages" })
      ).records.map((record) => record.slug);
    const draft = await retitle("Zvjezdarnica na terasi");
    expect(await pagesFound("zvjezdarnica")).not.toContain("o-nama");
    await publish(draft);
    expect(await pagesFound("zvjezdarnica")).toContain("o-nama");
    // the words of the page's other elements stay searchable; the replaced title is gone
    await publish(await retitle("Mjesečina nad uvalom"));
    expect(await pagesFound("zvjezdarnica")).not.toContain("o-nama");
    expect(await pagesFound("mjesecina")).toContain("o-nama");
    // a data directory written before the search columns existed: they are filled at start
    await site.services.db
      .update(terms)
      .set({ searchBody: "", searchText: "", searchVector: null })
      .where(eq(terms.slug, "o-nama"));
    expect(await pagesFound("mjesecina")).not.toContain("o-nama");
    expect(await indexUnsearchedPages(site.services.db)).toBe(1);
    expect(await indexUnsearchedPages(site.services.db)).toBe(0);
    expect(await pagesFound("mjesecina")).toContain("o-nama");
  });
});
