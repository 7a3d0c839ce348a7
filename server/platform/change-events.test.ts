import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";
import { createMemoryCache } from "./cache.ts";
import { cacheKeys, cacheTags, invalidateContent } from "./cache-keys.ts";
import type { CatalogChange } from "./change.ts";
import { type ChangeEvents, createChangeEvents } from "./change-events.ts";

// Two instances in one process: each its own cache and change events, on one database (PGlite in
// memory, and PostgreSQL too when DATABASE_URL names one).
const databases: [string, string | undefined][] = [["pglite", undefined]];
if (process.env.DATABASE_URL) databases.push(["postgres", process.env.DATABASE_URL]);

describe.each(databases)("change events on %s", (_name, databaseUrl) => {
  let database: Database;
  const started: ChangeEvents[] = [];
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl, dataDir: ":memory:" });
    await database.migrate();
  }, 60_000); // PGlite's migrations on a busy machine
  afterAll(async () => {
    await Promise.all(started.map((changes) => changes.close()));
    await database.close();
  });

  async function instance(options: { listen?: Database["listen"]; pollMs?: number } = {}) {
    const cache = createMemoryCache({ max: 100, ttlMs: 60_000 });
    const changes = createChangeEvents({
      db: database.db,
      cache,
      onError: (error) => {
        throw error;
      },
      ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    });
    const catalog: CatalogChange[] = [];
    changes.onCatalogChange((change) => {
      catalog.push(change);
    });
    await changes.start(options.listen ?? database.listen);
    started.push(changes);
    return { cache, changes, catalog };
  }

  it("bring one instance's write to the other's cache and catalogue listeners", async () => {
    const one = await instance();
    const two = await instance();
    const siteId = crypto.randomUUID();
    const list = cacheKeys.catalogList(siteId, "hrv", "{}");
    await two.cache.set(list, ["38,00"]);
    await invalidateContent(one.changes, { siteId, kinds: ["catalog"], productIds: [1, 2] });
    await expect.poll(() => two.cache.get(list), { timeout: 2000 }).toBeUndefined();
    expect(two.catalog).toEqual([{ siteId, productIds: [1, 2] }]);
    // the writer applied it itself, at once, and does not apply it again
    expect(one.catalog).toEqual([{ siteId, productIds: [1, 2] }]);
  });

  it("name every product of the site when a catalogue write does not say which", async () => {
    const one = await instance();
    const two = await instance();
    const siteId = crypto.randomUUID();
    await invalidateContent(one.changes, { siteId, kinds: ["catalog"] });
    await expect
      .poll(() => two.catalog, { timeout: 2000 })
      .toEqual([{ siteId, productIds: "all" }]);
  });

  it("arrive by the poll when the instance hears no NOTIFY (a lost LISTEN connection)", async () => {
    const one = await instance();
    const deaf = await instance({ listen: () => Promise.resolve(async () => {}), pollMs: 100 });
    const siteId = crypto.randomUUID();
    const menu = cacheKeys.navigation(siteId, "hrv", "main");
    await deaf.cache.set(menu, ["stavka"]);
    await one.changes.publish({ tags: [cacheTags.menus(siteId)] });
    await expect.poll(() => deaf.cache.get(menu), { timeout: 1000 }).toBeUndefined();
  });
});
