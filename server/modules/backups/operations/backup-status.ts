import { and, desc, eq, gt } from "drizzle-orm";
import type { BackupStatus } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { backups } from "../../../db/schema-backups.ts";

const dayMs = 24 * 60 * 60 * 1000;

/** The backups as /admin shows them: the last success, a failure since, overdue after a day. */
export async function backupStatus(db: Db, keep: number, now = new Date()): Promise<BackupStatus> {
  const [succeeded] = await db
    .select()
    .from(backups)
    .where(eq(backups.status, "succeeded"))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  const [failed] = await db
    .select()
    .from(backups)
    .where(
      and(
        eq(backups.status, "failed"),
        succeeded?.finishedAt ? gt(backups.finishedAt, succeeded.finishedAt) : undefined,
      ),
    )
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  return {
    lastSucceeded: succeeded?.finishedAt
      ? {
          finishedAt: succeeded.finishedAt.toISOString(),
          file: succeeded.file ?? "",
          size: succeeded.size ?? 0,
          trigger: succeeded.trigger as "daily" | "command" | "reset",
        }
      : null,
    lastFailed: failed?.finishedAt
      ? { finishedAt: failed.finishedAt.toISOString(), error: failed.error ?? "" }
      : null,
    isOverdue: !succeeded?.finishedAt || now.getTime() - succeeded.finishedAt.getTime() > dayMs,
    isScheduled: keep > 0,
    keep,
  };
}
