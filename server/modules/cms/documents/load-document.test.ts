import { describe, expect, it } from "vitest";
import type { layoutElements, terms } from "../../../db/schema.ts";
import { toTerm } from "../operations/find-term.ts";
import { toLayoutElement } from "../operations/get-layout-elements.ts";
import type { ElementMigration } from "#common/element-migrations.ts";
import { registeredVersioning, type ElementVersioning } from "#common/migrate-element.ts";
import { loadPageDocument, StoredDocumentError } from "./load-document.ts";

const heading = { id: "h1", type: "heading", props: { text: "Dobro došli" } };
// as a read gives it back: at the current version of its type (all stored nodes predate versions)
const headingRead = { ...heading, version: 1 };
const brokenHeading = { id: "h2", type: "heading", props: { level: 9 } };
const marquee = { id: "m", type: "marquee", props: {} };

function termRow(document: unknown): typeof terms.$inferSelect {
  const at = new Date("2026-01-01T00:00:00Z");
  return {
    id: 7,
    siteId: "site",
    type: "page",
    slug: "o-nama",
    slugMain: "about",
    languageCode: "hrv",
    title: "O nama",
    description: "",
    document,
    searchBody: "",
    searchText: "",
    searchVector: null,
    publishedAt: null,
    postType: null,
    excerpt: "",
    cover: null,
    author: "",
    parentId: null,
    createdAt: at,
    updatedAt: at,
  };
}

function warnings(): { warn: (object: object, message: string) => void; seen: object[] } {
  const seen: object[] = [];
  return { seen, warn: (object) => seen.push(object) };
}

describe("stored page documents on load", () => {
  it("loads a version-1 page through the v1 -> v2 step", () => {
    const term = toTerm(termRow({ version: 1, elements: [heading] }));
    expect(term.document).toEqual({ version: 2, settings: {}, elements: [headingRead] });
  });

  it("keeps a current document's settings", () => {
    const stored = { version: 2, settings: { landingStyle: "bells" }, elements: [heading] };
    expect(toTerm(termRow(stored)).document).toEqual({ ...stored, elements: [headingRead] });
  });

  it("skips invalid elements for visitors, also inside slots, and logs them", () => {
    const log = warnings();
    const columns = {
      id: "c",
      type: "columns",
      props: {},
      slots: { "column-1": [heading, brokenHeading] },
    };
    const term = toTerm(termRow({ version: 1, elements: [marquee, columns, heading] }), { log });
    expect(term.document.elements).toEqual([
      { ...columns, slots: { "column-1": [headingRead] }, version: 1 },
      headingRead,
    ]);
    expect(JSON.stringify(log.seen)).toContain("/elements/0/type");
    expect(JSON.stringify(log.seen)).toContain("/elements/1/slots/column-1/1/props");
  });

  it("throws StoredDocumentError for an unreadable document (that page answers 500)", () => {
    for (const stored of [null, { elements: [] }, { version: 3, elements: [] }, { version: 2 }]) {
      expect(() => toTerm(termRow(stored)), JSON.stringify(stored)).toThrow(StoredDocumentError);
    }
    expect(() =>
      loadPageDocument(
        { version: 2, settings: { landingStyle: "neon" }, elements: [] },
        { what: "x", mode: "skip" },
      ),
    ).toThrow(/settings\/landingStyle/);
  });

  it("checks the whole term, not only its document", () => {
    expect(() => toTerm({ ...termRow({ version: 1, elements: [] }), slug: "Not A Slug" })).toThrow(
      StoredDocumentError,
    );
  });
});

// A heading schema change (decision 034): version 1 named the words `title`, version 2 (the
// schema as it is now) `text`. With the step the stored words are read and shown; without it the
// node is kept for editors to repair and skipped for visitors, the rest of the page intact.
const titleToText: ElementMigration = {
  from: 1,
  props: ({ title, ...rest }) => ({ ...rest, text: title }),
};
const headingAt2 = (steps: ElementMigration[]): ElementVersioning => ({
  steps: (type) => (type === "heading" ? steps : registeredVersioning.steps(type)),
  current: (type) => (type === "heading" ? 2 : registeredVersioning.current(type)),
});
const oldHeading = { id: "old", type: "heading", props: { title: "Naša priča" } };
const spacer = { id: "s", type: "spacer", props: {} };
const page = { version: 2, settings: {}, elements: [oldHeading, spacer] };

describe("stored elements after a schema change", () => {
  it("with a migration: the stored props are migrated and the element shown", () => {
    for (const mode of ["skip", "keep"] as const) {
      const { document, invalid } = loadPageDocument(structuredClone(page), {
        what: "x",
        mode,
        versioning: headingAt2([titleToText]),
      });
      expect(invalid).toEqual([]);
      expect(document.elements).toEqual([
        { id: "old", type: "heading", props: { text: "Naša priča" }, version: 2 },
        { ...spacer, version: 1 },
      ]);
    }
  });

  it("without one: kept for editors and reported, skipped for visitors, the rest read", () => {
    const versioning = headingAt2([]);
    const kept = loadPageDocument(structuredClone(page), { what: "x", mode: "keep", versioning });
    expect(kept.document.elements).toEqual([
      { ...oldHeading, version: 1 },
      { ...spacer, version: 1 },
    ]);
    expect(kept.invalid.map((field) => field.path)).toEqual([
      "/elements/0/version",
      "/elements/0/props/text",
      "/elements/0/props/title",
    ]);
    const skipped = loadPageDocument(structuredClone(page), {
      what: "x",
      mode: "skip",
      versioning,
    });
    expect(skipped.document.elements).toEqual([{ ...spacer, version: 1 }]);
    expect(skipped.invalid).toEqual(kept.invalid);
  });

  it("keeps an invalid stored element (and its children) for the builder", () => {
    const columns = { id: "c", type: "columns", props: {}, slots: { "column-1": [brokenHeading] } };
    const stored = { version: 2, settings: {}, elements: [marquee, columns] };
    const { document, invalid } = loadPageDocument(stored, { what: "x", mode: "keep" });
    expect(document.elements).toEqual([
      marquee,
      { ...columns, slots: { "column-1": [{ ...brokenHeading, version: 1 }] }, version: 1 },
    ]);
    expect(invalid.map((field) => field.path)).toContain("/elements/0/type");
    expect(invalid.map((field) => field.path)).toContain(
      "/elements/1/slots/column-1/0/props/level",
    );
  });
});

function sectionRow(patch: Partial<typeof layoutElements.$inferSelect>) {
  return {
    id: 3,
    siteId: "site",
    handler: "header-section",
    title: "Zaglavlje",
    slug: "zaglavlje",
    parts: [heading],
    meta: { version: 1 },
    mobileMeta: {},
    options: { title: "Kontakt" },
    mobileOptions: {},
    optionsVersion: 1,
    languageCode: "hrv",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    ...patch,
  } as typeof layoutElements.$inferSelect;
}

describe("stored layout elements on load", () => {
  it("checks the section and leaves out invalid parts", () => {
    const log = warnings();
    const section = toLayoutElement(sectionRow({ parts: [marquee, heading] }), { log });
    expect(section.parts).toEqual([headingRead]);
    expect(log.seen).toHaveLength(1);
  });

  it("throws StoredDocumentError for an unknown handler, bad options or a bad envelope", () => {
    expect(() => toLayoutElement(sectionRow({ handler: "heading" }))).toThrow(StoredDocumentError);
    expect(() => toLayoutElement(sectionRow({ options: { title: 42 } }))).toThrow(
      StoredDocumentError,
    );
    expect(() => toLayoutElement(sectionRow({ parts: "none" }))).toThrow(StoredDocumentError);
  });

  it("gives the builder a section whose options or parts break their schema, to repair", () => {
    const section = toLayoutElement(
      sectionRow({ options: { title: 42 }, parts: [marquee, heading] }),
      { mode: "keep" },
    );
    expect(section.options).toEqual({ title: 42 });
    expect(section.parts).toEqual([marquee, headingRead]);
  });

  it("refuses options written at a version the handler has no step from", () => {
    expect(() => toLayoutElement(sectionRow({ optionsVersion: 7 }))).toThrow(
      /written at version 7, newer than 1/,
    );
  });
});
