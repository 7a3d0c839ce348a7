import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  BuilderDocument,
  ElementNode,
  ErrorResponse,
  PageDocument,
} from "#generated/types.ts";
import { layoutElements, terms } from "#server/db/schema.ts";
import { builderDocuments } from "#server/db/schema-builder.ts";
import { type EditorCalls, type SiteApp, editorCalls, startSiteApp } from "./site-app.ts";

// A schema change never silently drops content (issue 18, decision 034): a stored element whose
// props break its element's current schema (here a heading at level 9, as a stricter schema
// would leave one behind) is skipped for visitors, kept and flagged for editors, and shown
// again once repaired. The same for a header whose stored options break its schema.
let site: SiteApp;
let api: EditorCalls["api"];
let data: EditorCalls["data"];
let visit: EditorCalls["visit"];

const about = "/api/v1/admin/builder/documents/page/about";
const header = "/api/v1/admin/builder/documents/section/header-section";
const left: ElementNode = {
  id: "zastarjeli-naslov",
  type: "heading",
  props: { text: "Naslov iz stare sheme", level: 9 },
};

const hrvAbout = and(eq(terms.slugMain, "about"), eq(terms.languageCode, "hrv"));
const hrvHeader = and(
  eq(layoutElements.handler, "header-section"),
  eq(layoutElements.languageCode, "hrv"),
);

beforeAll(async () => {
  site = await startSiteApp();
  const { db } = site.services;
  const [row] = await db.select().from(terms).where(hrvAbout);
  const stored = row?.document as PageDocument;
  await db
    .update(terms)
    .set({ document: { ...stored, elements: [left, ...stored.elements] } })
    .where(hrvAbout);
  await db
    .update(layoutElements)
    .set({ options: { title: 42 } })
    .where(hrvHeader);
  ({ api, data, visit } = await editorCalls(site.app));
}, 300_000);

afterAll(() => site.close());

describe("a stored element that breaks its schema", () => {
  it("is skipped for visitors: the rest of the page renders, no 500", async () => {
    const page = await visit("/o-nama");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("O nama");
    expect(page.body).not.toContain("Naslov iz stare sheme");
  });

  it("is kept for the builder, as stored, where its checks flag it for repair", async () => {
    const draft = await data<BuilderDocument>("GET", about);
    expect(draft.document.elements[0]).toEqual({ ...left, version: 1 });
    // the draft the builder started from the published page holds it too
    const [row] = await site.services.db
      .select()
      .from(builderDocuments)
      .where(and(eq(builderDocuments.kind, "page"), eq(builderDocuments.key, "about")));
    expect(JSON.stringify(row?.structure)).toContain("zastarjeli-naslov");
    const [term] = await site.services.db.select().from(terms).where(hrvAbout);
    expect((term?.document as PageDocument).elements[0]).toEqual(left);
  });

  it("cannot be saved broken; repaired, it is published and visitors see it", async () => {
    const draft = await data<BuilderDocument>("GET", about);
    const refused = await api("PUT", `${about}/draft`, {
      baseRevision: draft.revision,
      document: draft.document,
      meta: draft.meta,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorResponse>().error.fields?.map((field) => field.path)).toContain(
      "/body/document/elements/0/props/level",
    );
    const repaired = structuredClone(draft.document);
    repaired.elements[0] = { ...left, props: { ...left.props, level: 2 }, version: 1 };
    const saved = await data<BuilderDocument>("PUT", `${about}/draft`, {
      baseRevision: draft.revision,
      document: repaired,
      meta: draft.meta,
    });
    await data<BuilderDocument>("POST", `${about}/publish`, { baseRevision: saved.revision });
    const page = await visit("/o-nama");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Naslov iz stare sheme");
    const [term] = await site.services.db.select().from(terms).where(hrvAbout);
    // written with the version of the heading schema its props now follow
    expect((term?.document as PageDocument).elements[0]).toMatchObject({
      id: "zastarjeli-naslov",
      props: { level: 2 },
      version: 1,
    });
  });
});

describe("a stored section whose options break their schema", () => {
  it("is left out for visitors (the page renders) and opened for repair in the builder", async () => {
    const page = await visit("/");
    expect(page.statusCode).toBe(200);
    const draft = await data<BuilderDocument>("GET", header);
    expect(draft.options).toMatchObject({ title: 42 });
    const [row] = await site.services.db.select().from(layoutElements).where(hrvHeader);
    expect(row?.optionsVersion).toBe(1);
  });
});
