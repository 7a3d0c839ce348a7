import { createHash } from "node:crypto";
import { readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { type Database, openDatabase } from "../client.ts";
import { domains } from "../schema.ts";
import { domainRows } from "./reference-data.ts";
import { seedIfEmpty } from "./seed.ts";

// Issue 18 (a test suite that stays fast): every server a test starts on PGlite used to make
// its database from nothing: start PGlite on an empty directory (initdb), migrate, seed, about
// five seconds of CPU each, some forty times a run. The first one of a run dumps its migrated and
// seeded directory to a file; the others start from it in under a second. The file's name holds a
// hash of what makes the database (migrations, seed, schemas, the content module the seed writes
// pages with: their check and search columns, the catalogue's save and the wallet sandbox's
// plans it seeds, the demo's pictures its media items describe, the PGlite version) and the day
// (the seeded orders are dated from today), so a change to any of them makes a new one.

const root = path.resolve(import.meta.dirname, "../../..");
const prefix = "vitrina-pglite-template-";

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(path.join(root, directory), {
    recursive: true,
    withFileTypes: true,
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  const files = (
    await Promise.all(
      [
        "server/db",
        "server/modules/cms",
        "server/modules/catalog",
        "server/modules/payments/wallet",
        "server/modules/media",
        "public/images/demo",
        "common",
        "schemas",
      ].map((directory) => filesUnder(directory)),
    )
  ).flat();
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update(await readFile(file));
  }
  hash.update(await readFile(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

async function makeTemplate(file: string): Promise<Blob> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: ":memory:" });
  try {
    await database.migrate();
    await seedIfEmpty(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    // written whole, then renamed: a process reading it never sees half a file
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    // the templates of other code are of no further use
    for (const name of await readdir(os.tmpdir()))
      if (
        name.startsWith(prefix) &&
        path.join(os.tmpdir(), name) !== file &&
        !name.endsWith(".partial")
      )
        await rm(path.join(os.tmpdir(), name), { force: true });
    return dump;
  } finally {
    await database.close();
  }
}

let template: Promise<Blob> | undefined;

/** This code's migrated and seeded PGlite data directory, made once for every test process. */
export function seededTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `${prefix}${await templateKey()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      return makeTemplate(file);
    }
  })();
  return template;
}

/**
 * A PGlite data directory at `dir` (empty or new) holding the template, for a server process a
 * test starts: no initdb, migrations or seed at its start. With `port`, the demo's domains name
 * it, as the seed of a server on that port would have.
 */
export async function seedDataDir(dir: string, { port }: { port?: number } = {}): Promise<void> {
  const template = await seededTemplate();
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir, template });
  try {
    if (port !== undefined)
      for (const { name, url } of domainRows(port))
        await database.db.update(domains).set({ url }).where(eq(domains.name, name));
  } finally {
    await database.close();
  }
}

/**
 * The database of a test's server, migrated and seeded: PostgreSQL when the settings name one
 * (as they are), an in-memory PGlite started from seededTemplate(), a PGlite on disk as it is.
 * The caller still migrates and seeds: on the template both find their work done.
 */
export async function openTestDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  const isMemory = !config.databaseUrl && config.dataDir === ":memory:";
  return openDatabase({ ...config, ...(isMemory && { template: await seededTemplate() }) });
}
