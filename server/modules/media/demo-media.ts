import { createHash, randomUUID } from "node:crypto";
import { cp, mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import manifest from "../../../public/images/demo/manifest.json" with { type: "json" };
import { mediaItems } from "../../db/schema-builder.ts";
import type { Services } from "../../platform/services.ts";
import { checkImage, writeImage } from "./process-image.ts";
import { folderDir, stagingDir } from "./storage.ts";

// Issue 23: the demo's pictures are media items (docs/decisions/061). The seed writes their rows
// (database only, copied as a template); the server's start writes the files of those whose
// folder is missing, from public/images/demo, through the upload's pipeline.

const demoDir = path.resolve(import.meta.dirname, "../../../public/images/demo");

/** The largest JPEG of a demo picture: what an upload of it would have been. */
export const demoSourceFile = (name: string): string => path.join(demoDir, `${name}-1600.jpg`);

/** A demo picture's media folder: 32 hex digits as an upload's, the same in every database. */
export const demoMediaFolder = (name: string): string =>
  createHash("sha256").update(`vitrina demo picture ${name}`).digest("hex").slice(0, 32);

const sourceOfFolder = new Map(
  Object.keys(manifest).map((name) => [demoMediaFolder(name), demoSourceFile(name)]),
);

const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

const exists = (dir: string) =>
  stat(dir).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return false;
      throw error;
    },
  );

/** Moves a finished folder to `target`; when another instance placed it first, keeps theirs. */
async function placeOnce(staged: string, target: string): Promise<void> {
  await rename(staged, target).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    await rm(staged, { recursive: true, force: true });
  });
}

let processedRoot: Promise<string> | undefined;

/**
 * The machine's processed demo pictures (the system's temporary folder), named by the pipeline's
 * code: every data directory and test server copies them instead of encoding them again
 * (82 pictures take about two CPU minutes).
 */
function processedDir(): Promise<string> {
  processedRoot ??= readFile(path.join(import.meta.dirname, "process-image.ts")).then((code) =>
    path.join(os.tmpdir(), `vitrina-demo-media-${sha256(code).slice(0, 12)}`),
  );
  return processedRoot;
}

const processedFolder = (root: string, row: { folder: string; hash: string }) =>
  path.join(root, `${row.folder}-${row.hash.slice(0, 16)}`);

/** The folder of a demo picture processed by the upload's pipeline, made once a machine. */
async function processed(bytes: Buffer, row: { folder: string; hash: string }): Promise<string> {
  const root = await processedDir();
  const dir = processedFolder(root, row);
  if (await exists(dir)) return dir;
  const staged = path.join(root, ".incoming", randomUUID());
  try {
    await writeImage(await checkImage(bytes), { dir: staged, folder: row.folder });
    await placeOnce(staged, dir);
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Processes every demo picture into the machine's folder, two at a time; how many it encoded.
 * The test runs call it once before their servers start, so that servers starting together
 * copy the pictures rather than each encode all of them at once.
 */
export async function prepareDemoMedia(): Promise<number> {
  const names = Object.keys(manifest);
  let encoded = 0;
  const work = async () => {
    for (let name = names.shift(); name !== undefined; name = names.shift()) {
      const bytes = await readFile(demoSourceFile(name));
      const row = { folder: demoMediaFolder(name), hash: sha256(bytes) };
      if (await exists(processedFolder(await processedDir(), row))) continue;
      await processed(bytes, row);
      encoded += 1;
    }
  };
  await Promise.all([work(), work()]);
  return encoded;
}

/** Writes one demo item's folder when it is missing and its row still holds the demo picture. */
async function placeItem(mediaDir: string, row: { folder: string; hash: string }) {
  const target = folderDir(mediaDir, row.folder);
  const source = sourceOfFolder.get(row.folder);
  if (!source || (await exists(target))) return false;
  const bytes = await readFile(source).catch(() => undefined);
  // a replaced item (another file, the same folder) is not the demo's picture any more
  if (!bytes || sha256(bytes) !== row.hash) return false;
  const staged = stagingDir(mediaDir, `${row.folder}.${randomUUID()}`);
  await mkdir(path.dirname(staged), { recursive: true });
  try {
    await cp(await processed(bytes, row), staged, { recursive: true });
    await placeOnce(staged, target);
  } finally {
    await rm(staged, { recursive: true, force: true });
  }
  return true;
}

/**
 * Writes the files of every demo media item whose folder is missing in MEDIA_DIR (of every
 * site), newest first as the library lists them; how many it wrote. Idempotent, and safe when
 * instances on one database start at once (each writes a temporary folder and renames it).
 */
export async function placeDemoMedia(
  services: Pick<Services, "db" | "config">,
  { isStopped = () => false }: { isStopped?: () => boolean } = {},
): Promise<number> {
  const rows = await services.db
    .select({ folder: mediaItems.folder, hash: mediaItems.hash })
    .from(mediaItems)
    .where(inArray(mediaItems.folder, [...sourceOfFolder.keys()]))
    .orderBy(desc(mediaItems.id));
  let placed = 0;
  for (const row of rows) {
    if (isStopped()) break;
    if (await placeItem(services.config.mediaDir, row)) placed += 1;
  }
  return placed;
}

const runs = new WeakMap<Services, Promise<void>>();

/**
 * Places the demo's media files after the server is ready, in the background: the library
 * lists the items at once (their rows are there); a closing server waits for the item in hand.
 */
export function installDemoMedia(app: FastifyInstance, services: Services): void {
  let isStopped = false;
  app.addHook("onReady", async () => {
    const started = performance.now();
    const run = placeDemoMedia(services, { isStopped: () => isStopped })
      .then((count) => {
        const ms = Math.round(performance.now() - started);
        if (count > 0)
          services.log.info({ count, ms }, "demo pictures placed in the media library");
      })
      .catch((error: unknown) => services.log.error({ err: error }, "demo pictures not placed"));
    runs.set(services, run);
  });
  app.addHook("onClose", async () => {
    isStopped = true;
    await runs.get(services);
  });
}

/** When this server's placing of the demo's media files is done (tests wait for it). */
export const demoMediaPlaced = (services: Services): Promise<void> =>
  runs.get(services) ?? Promise.resolve();
