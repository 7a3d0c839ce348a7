import { sql } from "drizzle-orm";
import type { BackupSummary } from "#generated/types.ts";
import validateSummary from "#generated/validators/entities/backup-summary.js";
import { runBackup, summarise } from "../modules/backups/operations/run-backup.ts";
import { askControl } from "../platform/control-socket.ts";
import { type Config, readConfig } from "../platform/config.ts";
import { DataDirLockedError } from "../platform/data-dir-lock.ts";
import { checkDatabaseUrl, describeStartupError } from "../platform/startup-error.ts";
import { createBackup } from "./backup/backup.ts";
import { openDatabase } from "./client.ts";
import { rowsOf } from "./rows-of.ts";

/** A backup by the running server that holds the PGlite data directory, its answer checked. */
async function serverBackup(config: Config): Promise<BackupSummary> {
  const answer = await askControl(config.dataDir, "backup");
  if (!validateSummary(answer))
    throw new Error(
      `the server's answer is not a backup summary (${validateSummary.errors?.[0]?.instancePath || "/"} ${validateSummary.errors?.[0]?.message ?? ""})`,
    );
  return answer;
}

/**
 * One backup now (decision 060): PostgreSQL through pg_dump from here; PGlite from here when no
 * server runs, else by the server that holds the data directory (its control socket).
 */
export async function backupNow(
  config: Config,
  trigger: "command" | "reset",
): Promise<BackupSummary> {
  if (config.databaseUrl) checkDatabaseUrl(config.databaseUrl);
  else if (config.dataDir === ":memory:")
    throw new Error("DATA_DIR is :memory:; there is nothing to back up");
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError && !error.isOtherHost) return serverBackup(config);
    throw error;
  }
  try {
    const source = { database, ...config };
    // a database this version has not migrated yet has no backups table to record in
    const [table] = await rowsOf<{ found: string | null }>(
      database.db,
      sql`select to_regclass('public.backups')::text as found`,
    );
    return summarise(
      table?.found ? await runBackup(database.db, source, trigger) : await createBackup(source),
    );
  } finally {
    await database.close();
  }
}

/** "12.3 MB" */
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const describeBackup = (summary: BackupSummary) =>
  `Backup written: ${summary.file} (${megabytes(summary.size)} in ${(summary.ms / 1000).toFixed(1)} s): ${summary.tables} tables, ${summary.rows} rows, ${summary.media} media files.`;

// `npm run backup`
if (import.meta.main) {
  const config = readConfig();
  try {
    console.log(describeBackup(await backupNow(config, "command")));
  } catch (error) {
    console.error(
      describeStartupError(error, config, "back up the data") ??
        `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}
