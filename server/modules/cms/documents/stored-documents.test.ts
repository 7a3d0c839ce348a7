import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LayoutElement, Term } from "#generated/types.ts";
import { buildApp } from "../../../app.ts";
import type { Database } from "../../../db/client.ts";
import { layoutElements, terms } from "../../../db/schema.ts";
import { seedIfEmpty } from "../../../db/seed/seed.ts";
import { readConfig } from "../../../platform/config.ts";
import { openTestDatabase } from "../../../db/seed/seeded-template.ts";

// Stored rows written by an older version (or broken by hand) must be read, not crash: a real
// server over a seeded in-memory database whose rows are then rewritten the way old data looks.
let database: Database;
let app: FastifyInstance;

async function storeDocument(slug: string, document: unknown): Promise<void> {
  await database.db
    .update(terms)
    .set({ document })
    .where(and(eq(terms.slug, slug), eq(terms.languageCode, "hrv")));
}

async function getTerm(slug: string) {
  const response = await app.inject({ url: `/api/v1/cms/term/getBySlug/${slug}` });
  return { status: response.statusCode, body: response.json<{ data: Term }>() };
}

beforeAll(async () => {
  const config = readConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: ":memory:", PORT: "0" },
    [],
  );
  database = await openTestDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  ({ app } = await buildApp({ config, database, withSite: false }));
  await storeDocument("o-nama", {
    version: 1,
    elements: [{ id: "h1", type: "heading", props: { text: "O nama" } }],
  });
  await storeDocument("kontakt", {
    version: 2,
    settings: {},
    elements: [
      { id: "old", type: "marquee", props: {} },
      { id: "h1", type: "heading", props: { text: "Kontakt" } },
    ],
  });
  await storeDocument("galerija", { version: 7, pages: [] });
  await database.db
    .update(layoutElements)
    .set({ options: { title: 42 } })
    .where(
      and(eq(layoutElements.handler, "header-section"), eq(layoutElements.languageCode, "hrv")),
    );
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

describe("stored documents through the API", () => {
  it("serves a version-1 page as the current version (migrated on load, not rewritten)", async () => {
    const { status, body } = await getTerm("o-nama");
    expect(status).toBe(200);
    expect(body.data.document).toEqual({
      version: 2,
      settings: {},
      elements: [{ id: "h1", type: "heading", props: { text: "O nama" }, version: 1 }],
    });
    const [row] = await database.db.select().from(terms).where(eq(terms.slug, "o-nama"));
    expect(row?.document).toMatchObject({ version: 1 });
  });

  it("skips an element that breaks its schema for visitors and serves the rest", async () => {
    const { status, body } = await getTerm("kontakt");
    expect(status).toBe(200);
    expect(body.data.document.elements.map((element) => element.id)).toEqual(["h1"]);
  });

  it("answers 500 for an unreadable page only; other pages still load", async () => {
    const broken = await app.inject({ url: "/api/v1/cms/term/getBySlug/galerija" });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toMatchObject({ error: { status: 500 } });
    expect((await getTerm("jelovnik")).status).toBe(200);
  });

  it("leaves out a section whose options break their schema", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/cms/element/getByHandlers",
      payload: { handlers: ["header-section", "footer-section"] },
    });
    expect(response.statusCode).toBe(200);
    const sections = response.json<{ data: LayoutElement[] }>().data;
    expect(sections.map((section) => section.handler)).toEqual(["footer-section"]);
  });
});
