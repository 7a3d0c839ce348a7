import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

// Backups (issue 24, decision 060): one row a backup, whoever took it, so every instance's
// /admin says when the last one succeeded and the daily job is claimed by one instance.

export const backups = pgTable(
  "backups",
  {
    id: serial("id").primaryKey(),
    /** daily (the server's job), command (`npm run backup`) or reset (before `npm run db:reset`). */
    trigger: text("trigger").notNull(),
    status: text("status").notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The archive's file name in BACKUP_DIR. */
    file: text("file"),
    size: bigint("size", { mode: "number" }),
    error: text("error"),
  },
  (t) => [
    index("backups_started").on(t.startedAt),
    check("backups_status", sql`${t.status} in ('running', 'succeeded', 'failed')`),
    check("backups_trigger", sql`${t.trigger} in ('daily', 'command', 'reset')`),
  ],
);
