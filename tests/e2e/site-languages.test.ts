import { and, eq } from "drizzle-orm";
import { expect, test } from "./fixture.ts";
import type { Database } from "../../server/db/client.ts";
import { siteOptions } from "../../server/db/schema.ts";
import { ownSite } from "./own-site.ts";

// spec 3 DefaultLanguage / AllowedLanguages on real pages (docs/decisions/006): a site of its
// own, in this process, over an in-memory database whose options this test sets.
const site = ownSite({}, async (database) => {
  await setOption(database, "AllowedLanguages", "hrv,deu");
  await setOption(database, "DefaultLanguage", "deu");
});

async function setOption(database: Database, key: string, value: string): Promise<void> {
  await database.db
    .update(siteOptions)
    .set({ value })
    .where(and(eq(siteOptions.key, key)));
}

async function get(url: string) {
  return site().app.inject({ url, headers: { host: "localhost" } });
}

test("a page in a language the site does not allow answers 404", async () => {
  expect((await get("/en/about-us")).statusCode).toBe(404);
  expect((await get("/en")).statusCode).toBe(404);
  expect((await get("/de/uber-uns")).statusCode).toBe(200);
  expect((await get("/o-nama")).statusCode).toBe(200);
});

test("the default language decides the root: / redirects to its home", async () => {
  const root = await get("/");
  expect(root.statusCode).toBe(302);
  expect(root.headers.location).toBe("/de");
  const german = await get("/de");
  expect(german.statusCode).toBe(200);
  expect(german.body).toContain('<html lang="de"');
  // hreflang and the language switch offer only the allowed languages
  expect(german.body).toMatch(/hreflang="hr"/i);
  expect(german.body).not.toMatch(/hreflang="en"/i);
});
