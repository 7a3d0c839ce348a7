import { describe, expect, it } from "vitest";
import type { layoutElements, terms } from "../../../db/schema.ts";
import { toTerm } from "../operations/find-term.ts";
import { toLayoutElement } from "../operations/get-layout-elements.ts";
import { loadPageDocument, StoredDocumentError } from "./load-document.ts";

const heading = { id: "h1", type: "heading", props: { text: "Dobro došli" } };
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
    expect(term.document).toEqual({ version: 2, settings: {}, elements: [heading] });
  });

  it("keeps a current document's settings", () => {
    const stored = { version: 2, settings: { landingStyle: "bells" }, elements: [heading] };
    expect(toTerm(termRow(stored)).document).toEqual(stored);
  });

  it("leaves out invalid elements, also inside slots, and logs them", () => {
    const log = warnings();
    const columns = {
      id: "c",
      type: "columns",
      props: {},
      slots: { "column-1": [heading, brokenHeading] },
    };
    const term = toTerm(termRow({ version: 1, elements: [marquee, columns, heading] }), log);
    expect(term.document.elements).toEqual([
      { ...columns, slots: { "column-1": [heading] } },
      heading,
    ]);
    expect(JSON.stringify(log.seen)).toContain("/elements/0/type");
    expect(JSON.stringify(log.seen)).toContain("/elements/1/slots/column-1/1/props");
  });

  it("throws StoredDocumentError for an unreadable document (that page answers 500)", () => {
    for (const stored of [null, { elements: [] }, { version: 3, elements: [] }, { version: 2 }]) {
      expect(() => toTerm(termRow(stored)), JSON.stringify(stored)).toThrow(StoredDocumentError);
    }
    expect(() =>
      loadPageDocument({ version: 2, settings: { landingStyle: "neon" }, elements: [] }, "x"),
    ).toThrow(/settings\/landingStyle/);
  });

  it("checks the whole term, not only its document", () => {
    expect(() => toTerm({ ...termRow({ version: 1, elements: [] }), slug: "Not A Slug" })).toThrow(
      StoredDocumentError,
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
    languageCode: "hrv",
    createdAt: new Date("2026-01-01T00:00:00Z"),
    ...patch,
  } as typeof layoutElements.$inferSelect;
}

describe("stored layout elements on load", () => {
  it("checks the section and leaves out invalid parts", () => {
    const log = warnings();
    const section = toLayoutElement(sectionRow({ parts: [marquee, heading] }), log);
    expect(section.parts).toEqual([heading]);
    expect(log.seen).toHaveLength(1);
  });

  it("throws StoredDocumentError for an unknown handler, bad options or a bad envelope", () => {
    expect(() => toLayoutElement(sectionRow({ handler: "heading" }))).toThrow(StoredDocumentError);
    expect(() => toLayoutElement(sectionRow({ options: { title: 42 } }))).toThrow(
      StoredDocumentError,
    );
    expect(() => toLayoutElement(sectionRow({ parts: "none" }))).toThrow(StoredDocumentError);
  });
});
