import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows-of.ts";
import { catalogProductTranslations, sites } from "../../../db/schema.ts";
import { seededMemoryServices } from "../../../db/seed/memory-services.ts";
import { type ListScope, joinedKeywordCondition } from "./product-query.ts";

let database: Database;
let scope: (keywords: string) => ListScope;

beforeAll(async () => {
  ({ database } = await seededMemoryServices());
  const [site] = await database.db.select().from(sites).limit(1);
  if (!site) throw new Error("no site");
  scope = (keywords) => ({ siteId: site.id, languageCode: "hrv", keywords, filters: [] });
}, 120_000);

afterAll(async () => {
  await database.close();
});

const t = catalogProductTranslations;

it("matches one typo through the trigram index, not row by row (issue 8)", async () => {
  const condition = joinedKeywordCondition(scope("plavca mali"));
  // the demo catalogue is small enough for a sequential scan; forbid it to see what can serve
  await database.db.execute(sql`set enable_seqscan = off`);
  try {
    const plan = await rowsOf<{ "QUERY PLAN": string }>(
      database.db,
      sql`explain select ${t.productId} from ${t} where ${condition}`,
    );
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("Bitmap Index Scan on catalog_product_translations_search");
    expect(text).toMatch(/Index Cond: \(search_text %> /);
  } finally {
    await database.db.execute(sql`set enable_seqscan = on`);
  }
});

it("matches at word similarity 0.55, below pg_trgm's default threshold of 0.6", async () => {
  // 'plavca' (two letters swapped) scores 0.57 against 'plavac'
  const [score] = await rowsOf<{ value: number }>(
    database.db,
    sql`select word_similarity('plavca', 'dingac plavac mali') as value`,
  );
  expect(score?.value).toBeGreaterThan(0.55);
  expect(score?.value).toBeLessThan(0.6);
  const found = await rowsOf<{ name: string }>(
    database.db,
    sql`select ${t.name} as name from ${t} where ${t.languageCode} = 'hrv'
      and ${joinedKeywordCondition(scope("plavca"))}`,
  );
  expect(found.length).toBeGreaterThan(0);
  expect(found.some((row) => row.name.includes("Plavac"))).toBe(true);
});
