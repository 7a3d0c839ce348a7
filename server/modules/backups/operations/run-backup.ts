import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { BackupSummary } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import {
  type BackupResult,
  type BackupSource,
  createBackup,
  isBackupFile,
} from "../../../db/backup/backup.ts";
import { backups } from "../../../db/schema-backups.ts";

export type BackupTrigger = "daily" | "command" | "reset";

/** A backup still "running" after this long was cut off (a kill, a restart): it failed. */
const runningAtMostMs = 2 * 60 * 60 * 1000;

/** Marks backups cut off mid-way as failed (their process is gone). */
export async function endInterrupted(db: Db, now: Date): Promise<void> {
  await db
    .update(backups)
    .set({ status: "failed", finishedAt: now, error: "interrupted" })
    .where(
      and(
        eq(backups.status, "running"),
        lt(backups.startedAt, new Date(now.getTime() - runningAtMostMs)),
      ),
    );
}

/**
 * One backup with its row in `backups`: running, then succeeded with the archive's name and
 * size, or failed with the reason (rethrown). `claimed` is the row the daily job claimed.
 */
export async function runBackup(
  db: Db,
  source: BackupSource,
  trigger: BackupTrigger,
  { claimed, now = new Date() }: { claimed?: number; now?: Date } = {},
): Promise<BackupResult> {
  const id =
    claimed ?? (await db.insert(backups).values({ trigger }).returning({ id: backups.id }))[0]!.id;
  try {
    const result = await createBackup(source, now);
    await db
      .update(backups)
      .set({
        status: "succeeded",
        finishedAt: new Date(now.getTime() + result.ms),
        file: path.basename(result.file),
        size: result.size,
      })
      .where(eq(backups.id, id));
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(backups)
      .set({
        status: "failed",
        finishedAt: new Date(),
        error: message.slice(0, 2000),
      })
      .where(eq(backups.id, id));
    throw error;
  }
}

/** What `npm run backup` prints of a backup, wherever it was taken. */
export function summarise(result: BackupResult): BackupSummary {
  const counts = Object.values(result.manifest.database.rowCounts);
  return {
    file: result.file,
    size: result.size,
    ms: result.ms,
    tables: counts.length,
    rows: counts.reduce((sum, rows) => sum + rows, 0),
    media: result.manifest.media.length,
  };
}

/**
 * Keeps the newest `keep` archives of the folder (by their names, which are their times), and
 * sweeps the work folders of backups cut off mid-way (a kill leaves its `.partial-*`): those
 * untouched for as long as a backup may run.
 */
export async function pruneBackups(dir: string, keep: number, now = new Date()): Promise<string[]> {
  const entries = await readdir(dir).catch(() => [] as string[]);
  const old = entries.filter(isBackupFile).sort().reverse().slice(keep);
  const abandoned: string[] = [];
  for (const name of entries.filter((entry) => entry.startsWith(".partial-"))) {
    const changed = await stat(path.join(dir, name)).then(
      (stats) => stats.mtimeMs,
      () => now.getTime(),
    );
    if (changed < now.getTime() - runningAtMostMs) abandoned.push(name);
  }
  const removed = [...old, ...abandoned];
  await Promise.all(
    removed.map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
  );
  return removed;
}

/**
 * Claims the daily backup when it is due (none succeeded within the day, none running): one
 * instance at a time decides, under a transaction-scoped advisory lock, and its claim is a
 * "running" row the others then see. Undefined when not due.
 */
export async function claimDaily(db: Db, now: Date): Promise<number | undefined> {
  await endInterrupted(db, now);
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${backupLockKey})`);
    const [blocking] = await tx
      .select({ id: backups.id })
      .from(backups)
      .where(
        or(
          and(eq(backups.status, "succeeded"), gt(backups.finishedAt, dayAgo)),
          eq(backups.status, "running"),
        ),
      )
      .limit(1);
    if (blocking) return undefined;
    const [row] = await tx
      .insert(backups)
      .values({ trigger: "daily", startedAt: now })
      .returning({ id: backups.id });
    return row?.id;
  });
}

/** The advisory lock's key: "backup" on a phone's keypad. */
const backupLockKey = 222587;

/**
 * The daily backup when it is due (claimDaily), then the folder pruned to the newest `keep`;
 * undefined when it was not due.
 */
export async function dailyBackup(
  db: Db,
  source: BackupSource,
  keep: number,
  now = new Date(),
): Promise<(BackupResult & { removed: string[] }) | undefined> {
  const claimed = await claimDaily(db, now);
  if (claimed === undefined) return undefined;
  const result = await runBackup(db, source, "daily", { claimed, now });
  return { ...result, removed: await pruneBackups(source.backupDir, keep, now) };
}
