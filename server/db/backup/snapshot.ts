import { spawn } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { BackupManifest } from "#generated/types.ts";
import { type Database, type Db, openDatabase } from "../client.ts";
import { rowsOf } from "../rows-of.ts";
import { describeFile } from "./files.ts";

/** Runs one read-only statement and answers its rows (a drizzle database or a pg client). */
export type Query = <T>(text: string) => Promise<T[]>;

export const queryOf =
  (db: Db): Query =>
  <T>(text: string) =>
    rowsOf<T>(db, sql.raw(text));

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows of every table of the public schema, in the query's snapshot. */
export async function countRows(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  if (tables.length === 0) return {};
  const counts = await query<{ name: string; rows: string | number }>(
    tables
      .map(
        ({ tablename }) =>
          `select '${tablename.replaceAll("'", "''")}' as name, count(*) as rows from public.${quoted(tablename)}`,
      )
      .join(" union all "),
  );
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.rows)]));
}

/** How many migrations the database has applied and the last one's hash (drizzle's table). */
export async function migrationState(query: Query): Promise<{ count: number; lastHash: string }> {
  const [state] = await query<{ count: string | number; last: string | null }>(
    `select count(*) as count, (select hash from drizzle.__drizzle_migrations
       order by created_at desc, id desc limit 1) as last from drizzle.__drizzle_migrations`,
  );
  return { count: Number(state?.count ?? 0), lastHash: state?.last ?? "" };
}

/** The server's PostgreSQL major version (18 for PGlite 0.5). */
export async function majorVersion(query: Query): Promise<number> {
  const [row] = await query<{ version: string | number }>(
    "select current_setting('server_version_num')::int / 10000 as version",
  );
  return Number(row?.version);
}

type DatabasePart = BackupManifest["database"];

/** The database's dump under `folder/database/`, described by what its own snapshot holds. */
export async function dumpDatabase(
  database: Database,
  databaseUrl: string | undefined,
  folder: string,
): Promise<DatabasePart> {
  await mkdir(path.join(folder, "database"), { recursive: true });
  return databaseUrl ? dumpPostgres(databaseUrl, folder) : dumpPglite(database, folder);
}

/** The PGlite file of an archive. */
export const pgliteDumpPath = "database/pglite.tar";
/** The PostgreSQL file of an archive (plain SQL, restored by psql in one transaction). */
export const postgresDumpPath = "database/dump.sql";

async function dumpPglite(database: Database, folder: string): Promise<DatabasePart> {
  if (!database.dumpDataDir) throw new Error("this database cannot be dumped as a data directory");
  const blob = await database.dumpDataDir();
  await writeFile(path.join(folder, pgliteDumpPath), new Uint8Array(await blob.arrayBuffer()));
  // The manifest counts what the copy holds: opened on its own, as a restore will open it.
  const copy = await openDatabase({ databaseUrl: undefined, dataDir: ":memory:", template: blob });
  try {
    const query = queryOf(copy.db);
    return {
      kind: "pglite",
      serverVersion: await majorVersion(query),
      file: await describeFile(folder, pgliteDumpPath),
      migrations: await migrationState(query),
      rowCounts: await countRows(query),
    };
  } finally {
    await copy.close();
  }
}

/** A client program of PostgreSQL's (pg_dump, psql): its stderr when it fails. */
export function runClientProgram(program: string, args: readonly string[], input?: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, {
      stdio: [input === undefined ? "ignore" : "pipe", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < 10_000) stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(
              `${program} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client; README "Backups")`,
            )
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${program} failed: ${stderr.trim() || `exit ${code}`}`)),
    );
    if (input !== undefined) child.stdin?.end(input);
  });
}

/**
 * pg_dump in the snapshot of a repeatable-read transaction that counts the rows first: the
 * counts and the dump see the same committed transactions, and none half.
 */
async function dumpPostgres(url: string, folder: string): Promise<DatabasePart> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const query: Query = async <T>(text: string) => (await client.query(text)).rows as T[];
    const [{ snapshot } = { snapshot: "" }] = await query<{ snapshot: string }>(
      "select pg_export_snapshot() as snapshot",
    );
    const part = {
      serverVersion: await majorVersion(query),
      migrations: await migrationState(query),
      rowCounts: await countRows(query),
    };
    await runClientProgram("pg_dump", [
      `--dbname=${url}`,
      `--snapshot=${snapshot}`,
      "--format=plain",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(folder, postgresDumpPath)}`,
    ]);
    await client.query("commit");
    return { kind: "postgres", ...part, file: await describeFile(folder, postgresDumpPath) };
  } finally {
    await client.end();
  }
}
