import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  BuilderDocument,
  BuilderUntranslatedConflict,
  ElementNode,
  ErrorResponse,
} from "#generated/types.ts";
import { publishDue } from "#server/modules/builder/operations/schedule.ts";
import type { Services } from "#server/platform/services.ts";
import { type EditorCalls, type SiteApp, editorCalls, startSiteApp } from "./site-app.ts";

// Decision 057: a text added in Croatian never reaches another language's visitors silently.
// The real site build and a PGlite of its own (or DATABASE_URL), looked at as a visitor.
let site: SiteApp;
let services: Services;
let api: EditorCalls["api"];
let data: EditorCalls["data"];
let visit: EditorCalls["visit"];

beforeAll(async () => {
  site = await startSiteApp();
  ({ services } = site);
  ({ api, data, visit } = await editorCalls(site.app));
}, 300_000);

afterAll(() => site?.close());

const about = "/api/v1/admin/builder/documents/page/about";
const untranslatedOf = (draft: BuilderDocument, language: string) =>
  draft.languages.find((state) => state.language_code === language)?.untranslated;

/** Adds an element to the Croatian draft of the about page. */
async function addInCroatian(element: ElementNode): Promise<BuilderDocument> {
  const draft = await data<BuilderDocument>("GET", about);
  return data<BuilderDocument>("PUT", `${about}/draft`, {
    baseRevision: draft.revision,
    document: { ...draft.document, elements: [...draft.document.elements, element] },
    meta: draft.meta,
  });
}

const heading = (id: string, text: string): ElementNode => ({
  id,
  type: "heading",
  props: { text, level: 2 },
});

const publish = (revision: number, language: string, untranslated?: string) =>
  api(
    "POST",
    `${about}/publish`,
    { baseRevision: revision, ...(untranslated ? { untranslated } : {}) },
    language,
  );

describe("untranslated texts (decision 057)", () => {
  it("reports an element added in Croatian as untranslated in the other languages", async () => {
    const before = await data<BuilderDocument>("GET", about, undefined, "eng");
    expect(untranslatedOf(before, "eng")).toEqual([]);
    const saved = await addInCroatian(heading("terrace-news", "Naša nova terasa"));
    expect(untranslatedOf(saved, "hrv")).toEqual([]);
    expect(untranslatedOf(saved, "eng")).toEqual(["terrace-news"]);
    expect(untranslatedOf(saved, "deu")).toEqual(["terrace-news"]);
    const english = await data<BuilderDocument>("GET", about, undefined, "eng");
    expect(untranslatedOf(english, "eng")).toEqual(["terrace-news"]);
    expect(english.hidden).toEqual([]);
  });

  it("refuses to publish them without the editor's word: 409 with the ids, nothing published", async () => {
    const english = await data<BuilderDocument>("GET", about, undefined, "eng");
    const refused = await publish(english.revision, "eng");
    expect(refused.statusCode).toBe(409);
    const body = refused.json<BuilderUntranslatedConflict>();
    expect(body.error.key).toBe("api.untranslatedTexts");
    expect(body.untranslated).toEqual(["terrace-news"]);
    const after = await data<BuilderDocument>("GET", about, undefined, "eng");
    expect(after.publishedVersion).toBe(english.publishedVersion);
    expect((await visit("/en/about-us")).body).not.toContain("Naša nova terasa");
    // a choice that is not one is bad input
    const bad = await publish(english.revision, "eng", "publish");
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorResponse>().error.fields?.[0]?.path).toBe("/body/untranslated");
  });

  it("hides them in that language on request: its site lacks the element, Croatian has it", async () => {
    const croatian = await data<BuilderDocument>("GET", about);
    expect((await publish(croatian.revision, "hrv")).statusCode).toBe(200);
    expect((await visit("/o-nama")).body).toContain("Naša nova terasa");
    const hidden = (await publish(croatian.revision, "eng", "hide")).json<{
      data: BuilderDocument;
    }>().data;
    expect(hidden.hidden).toEqual(["terrace-news"]);
    expect(untranslatedOf(hidden, "eng")).toEqual([]);
    expect(hidden.isPublished).toBe(true);
    const english = await visit("/en/about-us");
    expect(english.statusCode).toBe(200);
    expect(english.body).not.toContain("Naša nova terasa");
    expect(english.body).not.toContain("terrace-news");
    // the draft keeps the element (the builder shows it dimmed there)
    expect(hidden.document.elements.map((element) => element.id)).toContain("terrace-news");
  });

  it("publishes them as they are when confirmed, until the Croatian text changes", async () => {
    const saved = await addInCroatian(heading("brand-name", "Konoba Vitrina"));
    expect(untranslatedOf(saved, "deu")).toEqual(["terrace-news", "brand-name"]);
    const published = (await publish(saved.revision, "deu", "confirm")).json<{
      data: BuilderDocument;
    }>().data;
    expect(untranslatedOf(published, "deu")).toEqual([]);
    expect((await visit("/de/uber-uns")).body).toContain("Konoba Vitrina");
    // a new Croatian text is not what was confirmed: untranslated again
    const draft = await data<BuilderDocument>("GET", about);
    const changed = structuredClone(draft.document);
    const brand = changed.elements.find((element) => element.id === "brand-name");
    if (!brand) throw new Error("no brand-name");
    brand.props.text = "Konoba Vitrina od 1990.";
    const resaved = await data<BuilderDocument>("PUT", `${about}/draft`, {
      baseRevision: draft.revision,
      document: changed,
      meta: draft.meta,
    });
    expect(untranslatedOf(resaved, "deu")).toEqual(["brand-name"]);
  });

  it("clears the mark when the language gets its own text; the hidden list can be changed", async () => {
    const english = await data<BuilderDocument>("GET", about, undefined, "eng");
    const translated = structuredClone(english.document);
    const brand = translated.elements.find((element) => element.id === "brand-name");
    if (!brand) throw new Error("no brand-name");
    expect(untranslatedOf(english, "eng")).toEqual(["brand-name"]);
    brand.props.text = "Vitrina Tavern since 1990";
    const saved = await data<BuilderDocument>(
      "PUT",
      `${about}/draft`,
      { baseRevision: english.revision, document: translated, meta: english.meta, hidden: [] },
      "eng",
    );
    expect(saved.hidden).toEqual([]);
    // shown again, the terrace heading is untranslated again; the brand is not
    expect(untranslatedOf(saved, "eng")).toEqual(["terrace-news"]);
    expect(
      (
        await api(
          "PUT",
          `${about}/draft`,
          { baseRevision: saved.revision, document: translated, meta: english.meta, hidden: [7] },
          "eng",
        )
      ).statusCode,
    ).toBe(400);
  });

  it("a scheduled publish hides what is still untranslated then; nothing leaks", async () => {
    const english = await data<BuilderDocument>("GET", about, undefined, "eng");
    expect(untranslatedOf(english, "eng")).toEqual(["terrace-news"]);
    const at = new Date(Date.now() + 3_600_000);
    await data(
      "PUT",
      `${about}/schedule`,
      { baseRevision: english.revision, at: at.toISOString() },
      "eng",
    );
    expect(await publishDue(services, new Date(at.getTime() + 1000))).toBe(1);
    const after = await data<BuilderDocument>("GET", about, undefined, "eng");
    expect(after.hidden).toEqual(["terrace-news"]);
    expect(after.hasUnpublishedChanges).toBe(false);
    const page = (await visit("/en/about-us")).body;
    expect(page).toContain("Vitrina Tavern since 1990");
    expect(page).not.toContain("Naša nova terasa");
  });
});
