import { cp, mkdtemp, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import validateManifest from "#generated/validators/entities/backup-manifest.js";
import type { BackupManifest } from "#generated/types.ts";
import { lockDataDir } from "../../platform/data-dir-lock.ts";
import { openDatabase } from "../client.ts";
import { DamagedArchiveError, unpackArchive } from "./archive.ts";
import { describeFile, listFiles } from "./files.ts";
import {
  countRows,
  majorVersion,
  migrationState,
  postgresDumpPath,
  queryOf,
  runClientProgram,
} from "./snapshot.ts";

export type RestoreTarget = {
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
};

export type RestoreReport = {
  manifest: BackupManifest;
  migrationsBefore: number;
  migrationsAfter: number;
  /** Where what the restore replaced was moved (delete it once the restore is trusted). */
  replaced: string[];
};

/** A restore refused before it changed anything; its message says why. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(`${message}; nothing was changed`);
    this.name = "RestoreRefusedError";
  }
}

const stampOf = (at: Date) => at.toISOString().replace(/[-:.]/g, "").slice(0, 15);

/** The manifest of an unpacked archive, checked against the generated validator. */
async function readManifest(folder: string): Promise<BackupManifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8"));
  } catch {
    throw new RestoreRefusedError("the archive has no readable manifest.json");
  }
  if (!validateManifest(parsed))
    throw new RestoreRefusedError(
      `the archive's manifest is not one this version reads (${validateManifest.errors?.[0]?.instancePath || "/"} ${validateManifest.errors?.[0]?.message ?? ""})`,
    );
  return parsed;
}

/** Every file the manifest names is there with its size and hash, and nothing else is. */
async function checkFiles(folder: string, manifest: BackupManifest): Promise<void> {
  const expected = [
    manifest.database.file,
    ...manifest.media.map((file) => ({ ...file, path: `media/${file.path}` })),
  ];
  const present = new Set(
    (await listFiles(folder))
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => file !== "manifest.json"),
  );
  for (const file of expected) {
    if (!present.delete(file.path)) throw new RestoreRefusedError(`the archive lacks ${file.path}`);
    const found = await describeFile(folder, file.path);
    if (found.size !== file.size || found.sha256 !== file.sha256)
      throw new RestoreRefusedError(
        `${file.path} in the archive does not match its manifest (damaged)`,
      );
  }
  const [extra] = present;
  if (extra !== undefined)
    throw new RestoreRefusedError(`the archive holds ${extra}, which its manifest does not name`);
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Moves `from` to `to` (a copy when they are on different file systems). */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Restores an archive (decision 060): unpacked and checked against its manifest first (a
 * damaged or foreign archive changes nothing); the database loaded beside the current one,
 * its row counts compared with the manifest's and migrated forward, then swapped in; the media
 * folder likewise. What it replaced is kept aside and named in the report.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  now = new Date(),
): Promise<RestoreReport> {
  if (!target.databaseUrl && target.dataDir === ":memory:")
    throw new RestoreRefusedError("DATA_DIR is :memory:, there is nothing to restore into");
  // The server's own lock: never under a running server (PostgreSQL: see restorePostgres).
  const lock = target.databaseUrl ? undefined : await lockDataDir(target.dataDir);
  const stamp = stampOf(now);
  const work = await mkdtemp(
    path.join(target.databaseUrl ? tmpdir() : target.dataDir, `restore-${stamp}-`),
  );
  try {
    try {
      await unpackArchive(file, work);
    } catch (error) {
      if (error instanceof DamagedArchiveError)
        throw new RestoreRefusedError(
          `the archive cannot be read (${error.message}): it is truncated or corrupted`,
        );
      throw error;
    }
    const manifest = await readManifest(work);
    await checkFiles(work, manifest);
    const kind = target.databaseUrl ? "postgres" : "pglite";
    if (manifest.database.kind !== kind)
      throw new RestoreRefusedError(
        `the archive holds a ${manifest.database.kind} database and this site uses ${kind}`,
      );
    const replaced: string[] = [];
    const migrations = target.databaseUrl
      ? await restorePostgres(target.databaseUrl, work, manifest)
      : await restorePglite(target.dataDir, work, manifest, stamp, replaced);
    const oldMedia = `${target.mediaDir}.replaced-${stamp}`;
    if (await exists(target.mediaDir)) {
      await move(target.mediaDir, oldMedia);
      replaced.push(oldMedia);
    }
    await move(path.join(work, "media"), target.mediaDir);
    return { manifest, ...migrations, replaced };
  } finally {
    // a refused archive's unpacking may still be writing its last file: retried, never in the way
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(
      () => undefined,
    );
    await lock?.release();
  }
}

async function restorePglite(
  dataDir: string,
  work: string,
  manifest: BackupManifest,
  stamp: string,
  replaced: string[],
): Promise<{ migrationsBefore: number; migrationsAfter: number }> {
  const dump = await readFile(path.join(work, manifest.database.file.path));
  // loaded into a data directory of its own beside the current one, so a failure leaves it
  const staging = path.join(work, "data");
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir: staging,
    template: new Blob([dump]),
  }).catch((error: unknown) => {
    throw new RestoreRefusedError(
      `the archive's database does not open in this version's PGlite (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  let state: { migrationsBefore: number; migrationsAfter: number };
  try {
    const query = queryOf(database.db);
    const version = await majorVersion(query);
    if (version !== manifest.database.serverVersion)
      throw new RestoreRefusedError(
        `the archive was taken with PostgreSQL ${manifest.database.serverVersion} and opened as ${version}`,
      );
    if (!sameCounts(await countRows(query), manifest.database.rowCounts))
      throw new RestoreRefusedError(
        "the archive's database does not hold the rows its manifest counts",
      );
    const migrationsBefore = (await migrationState(query)).count;
    await database.migrate();
    state = { migrationsBefore, migrationsAfter: (await migrationState(query)).count };
  } finally {
    await database.close();
  }
  const current = path.join(dataDir, "pglite");
  if (await exists(current)) {
    const aside = path.join(dataDir, `pglite.replaced-${stamp}`);
    await rename(current, aside);
    replaced.push(aside);
  }
  await rename(path.join(staging, "pglite"), current);
  return state;
}

/**
 * psql replays the dump in one transaction that first empties the schemas and last compares
 * every table's rows with the manifest: any failure rolls all of it back.
 */
async function restorePostgres(
  url: string,
  work: string,
  manifest: BackupManifest,
): Promise<{ migrationsBefore: number; migrationsAfter: number }> {
  const database = await openDatabase({ databaseUrl: url, dataDir: ":memory:" });
  try {
    const query = queryOf(database.db);
    const [others] = await query<{ count: string | number }>(
      `select count(*) as count from pg_stat_activity where datname = current_database()
         and application_name = 'vitrina' and pid <> pg_backend_pid()`,
    );
    if (Number(others?.count) > 0)
      throw new RestoreRefusedError(
        "a Vitrina server is connected to this database: stop every instance first",
      );
  } finally {
    await database.close();
  }
  const checks = Object.entries(manifest.database.rowCounts)
    .map(
      ([table, rows]) =>
        `  if (select count(*) from public."${table}") <> ${rows} then raise exception 'the restored table ${table} does not hold the % rows the manifest counts', ${rows}; end if;`,
    )
    .join("\n");
  const script = [
    "drop schema if exists drizzle cascade;",
    "drop schema if exists public cascade;",
    "create schema public;",
    `\\i '${path.join(work, postgresDumpPath).replaceAll("'", "''")}'`,
    "set search_path = public;",
    `do $$ begin\n${checks}\nend $$;`,
    "",
  ].join("\n");
  await runClientProgram(
    "psql",
    [
      `--dbname=${url}`,
      "--single-transaction",
      "--quiet",
      "--no-psqlrc",
      "-v",
      "ON_ERROR_STOP=1",
      "-f",
      "-",
    ],
    script,
  ).catch((error: unknown) => {
    throw new RestoreRefusedError(
      `PostgreSQL did not take the archive's dump (${error instanceof Error ? error.message : String(error)})`,
    );
  });
  const restored = await openDatabase({ databaseUrl: url, dataDir: ":memory:" });
  try {
    const query = queryOf(restored.db);
    const migrationsBefore = (await migrationState(query)).count;
    await restored.migrate();
    return { migrationsBefore, migrationsAfter: (await migrationState(query)).count };
  } finally {
    await restored.close();
  }
}
