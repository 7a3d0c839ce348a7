import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  BuilderDocument,
  BuilderPageSummary,
  BuilderUntranslatedConflict,
  ElementNode,
  ErrorResponse,
} from "#generated/types.ts";
import { builderDocuments } from "#server/db/schema-builder.ts";
import { publishDue } from "#server/modules/builder/operations/schedule.ts";
import { editorSite } from "./editor-site.ts";

// Decision 057: a text added in Croatian never reaches another language's visitors silently.
// The real site build and a PGlite of its own (or DATABASE_URL), looked at as a visitor.
const site = editorSite();
const { api, data, visit } = site;

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
    expect(await publishDue(site.services, new Date(at.getTime() + 1000))).toBe(1);
    const after = await data<BuilderDocument>("GET", about, undefined, "eng");
    expect(after.hidden).toEqual(["terrace-news"]);
    expect(after.hasUnpublishedChanges).toBe(false);
    const page = (await visit("/en/about-us")).body;
    expect(page).toContain("Vitrina Tavern since 1990");
    expect(page).not.toContain("Naša nova terasa");
  });
});

describe("a section's options (issue 23)", () => {
  const cookie = "/api/v1/admin/builder/documents/section/cookie-section";

  it("counts options the language has not translated; they can be confirmed, not hidden", async () => {
    // English keeps the Croatian cookie text (no own value): untranslated there
    const croatian = await data<BuilderDocument>("GET", cookie);
    const english = await data<BuilderDocument>("GET", cookie, undefined, "eng");
    expect(untranslatedOf(english, "eng")).toEqual([]);
    const saved = await data<BuilderDocument>(
      "PUT",
      `${cookie}/draft`,
      {
        baseRevision: english.revision,
        document: english.document,
        meta: english.meta,
        options: { ...english.options, text: croatian.options?.text },
      },
      "eng",
    );
    expect(untranslatedOf(saved, "hrv")).toEqual([]);
    expect(untranslatedOf(saved, "eng")).toEqual(["$options"]);
    const hidden = await api(
      "POST",
      `${cookie}/publish`,
      { baseRevision: saved.revision, untranslated: "hide" },
      "eng",
    );
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json<BuilderUntranslatedConflict>().untranslated).toEqual(["$options"]);
    const confirmed = await api(
      "POST",
      `${cookie}/publish`,
      { baseRevision: saved.revision, untranslated: "confirm" },
      "eng",
    );
    expect(confirmed.statusCode).toBe(200);
    expect(untranslatedOf(confirmed.json<{ data: BuilderDocument }>().data, "eng")).toEqual([]);
  });
});

describe("an element added in another language (issue 23)", () => {
  it("keeps its text that language's own: hidden in Croatian, untranslated in German", async () => {
    const english = await data<BuilderDocument>("GET", about, undefined, "eng");
    const saved = await data<BuilderDocument>(
      "PUT",
      `${about}/draft`,
      {
        baseRevision: english.revision,
        document: {
          ...english.document,
          elements: [...english.document.elements, heading("english-only", "Only in English")],
        },
        meta: english.meta,
      },
      "eng",
    );
    expect(untranslatedOf(saved, "eng")).not.toContain("english-only");
    expect(untranslatedOf(saved, "deu")).toContain("english-only");
    const croatian = await data<BuilderDocument>("GET", about);
    expect(croatian.hidden).toEqual(["english-only"]);
    expect((await publish(croatian.revision, "hrv")).statusCode).toBe(200);
    expect((await visit("/o-nama")).body).not.toContain("Only in English");
    // Croatian translates it and shows it again; English keeps its own text
    const translated = structuredClone(croatian.document);
    const added = translated.elements.find((element) => element.id === "english-only");
    if (!added) throw new Error("no english-only");
    added.props.text = "Samo na hrvatskom";
    const shown = await data<BuilderDocument>("PUT", `${about}/draft`, {
      baseRevision: croatian.revision,
      document: translated,
      meta: croatian.meta,
      hidden: [],
    });
    expect(shown.hidden).toEqual([]);
    const again = await data<BuilderDocument>("GET", about, undefined, "eng");
    const own = again.document.elements.find((element) => element.id === "english-only");
    expect(own?.props.text).toBe("Only in English");
  });
});

describe("the back office's list of pages (issue 23)", () => {
  const pages = "/api/v1/admin/builder/pages";

  it("counts each language's untranslated texts of the drafted pages", async () => {
    const list = await data<BuilderPageSummary[]>("GET", pages);
    const page = list.find((item) => item.slugMain === "about");
    const draft = await data<BuilderDocument>("GET", about);
    for (const language of ["hrv", "eng", "deu"])
      expect(
        page?.languages.find((state) => state.language_code === language)?.untranslated,
      ).toEqual(untranslatedOf(draft, language));
    expect(untranslatedOf(draft, "deu")?.length).toBeGreaterThan(0);
  });

  it("lists a page whose stored document is damaged, without its counts", async () => {
    await data<BuilderDocument>("GET", about);
    const [row] = await site.services.db
      .select({ id: builderDocuments.id, structure: builderDocuments.structure })
      .from(builderDocuments)
      .where(and(eq(builderDocuments.kind, "page"), eq(builderDocuments.key, "about")));
    try {
      await site.services.db
        .update(builderDocuments)
        .set({ structure: { document: "damaged" } as never })
        .where(eq(builderDocuments.id, row!.id));
      const list = await data<BuilderPageSummary[]>("GET", pages);
      const page = list.find((item) => item.slugMain === "about");
      expect(page?.languages.map((state) => state.untranslated)).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    } finally {
      await site.services.db
        .update(builderDocuments)
        .set({ structure: row!.structure })
        .where(eq(builderDocuments.id, row!.id));
    }
  });

  it("refuses it to anyone without the back office's token (default deny)", async () => {
    const refused = await visit(pages);
    expect([401, 403]).toContain(refused.statusCode);
  });
});
