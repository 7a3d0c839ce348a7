import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { mediaItems } from "../../db/schema-builder.ts";
import { openTestDatabase } from "../../db/seed/seeded-template.ts";
import { readConfig } from "../../platform/config.ts";
import { placeDemoMedia } from "./demo-media.ts";

let database: Database;
let mediaDir: string;
let services: Parameters<typeof placeDemoMedia>[0];

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrina-demo-media-test-"));
  const config = readConfig({ DATA_DIR: ":memory:", MEDIA_DIR: mediaDir }, []);
  database = await openTestDatabase(config);
  services = { db: database.db, config };
}, 120_000);

afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const folders = async () =>
  (await readdir(mediaDir)).filter((name) => !name.startsWith(".")).sort();
const fileOf = (sitePath: string) => path.join(mediaDir, sitePath.replace(/^\/media\//, ""));

describe("the demo's media files (placeDemoMedia)", () => {
  // the first run on a machine encodes every picture (about two CPU minutes); later ones copy
  it("writes every seeded item's files as its row names them", { timeout: 600_000 }, async () => {
    const rows = await database.db.select().from(mediaItems);
    expect(rows.length).toBeGreaterThanOrEqual(82);
    expect(await placeDemoMedia(services)).toBe(rows.length);
    expect(await folders()).toEqual(rows.map((row) => row.folder).sort());
    for (const row of rows) {
      await stat(path.join(mediaDir, row.folder, `original.${row.extension}`));
      for (const variant of Object.values(row.alternativePaths)) {
        for (const sitePath of [variant.avif, variant.webp, variant.jpeg])
          await stat(fileOf(sitePath ?? ""));
        // the planned sizes are the written ones
        if (variant.jpeg === undefined) throw new Error(`${row.folder}: no JPEG`);
        const written = await sharp(fileOf(variant.jpeg)).metadata();
        expect([written.width, written.height]).toEqual([variant.width, variant.height]);
      }
    }
    expect(await readdir(path.join(mediaDir, ".incoming"))).toEqual([]);
  });

  it("is idempotent and writes a missing folder again", async () => {
    const before = await folders();
    const [first] = before;
    if (!first) throw new Error("no folder");
    const untouched = (await stat(path.join(mediaDir, before[1] ?? ""))).mtimeMs;
    expect(await placeDemoMedia(services)).toBe(0);

    await rm(path.join(mediaDir, first), { recursive: true });
    // two instances starting at once: both may write it, one rename wins, nothing is left over
    const placed = await Promise.all([placeDemoMedia(services), placeDemoMedia(services)]);
    expect(placed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await folders()).toEqual(before);
    expect((await readdir(path.join(mediaDir, first))).length).toBe(13);
    expect(await readdir(path.join(mediaDir, ".incoming"))).toEqual([]);
    expect((await stat(path.join(mediaDir, before[1] ?? ""))).mtimeMs).toBe(untouched);
  });

  it("leaves an item whose picture was replaced (another file in its folder) alone", async () => {
    const [row] = await database.db.select().from(mediaItems).limit(1);
    if (!row) throw new Error("no item");
    await database.db
      .update(mediaItems)
      .set({ hash: "0".repeat(64) })
      .where(eq(mediaItems.id, row.id));
    await rm(path.join(mediaDir, row.folder), { recursive: true });
    expect(await placeDemoMedia(services)).toBe(0);
    expect(await folders()).not.toContain(row.folder);
  });
});
