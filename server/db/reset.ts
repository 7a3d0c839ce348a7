import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { lockDataDir } from "../platform/data-dir-lock.ts";
import { createCache } from "../platform/create-cache.ts";
import { readConfig } from "../platform/config.ts";
import { checkDatabaseUrl, describeStartupError } from "../platform/startup-error.ts";
import { backupNow } from "./backup-command.ts";
import { type Database, openDatabase } from "./client.ts";
import { rowsOf } from "./rows-of.ts";

/** Drops every table of a PostgreSQL database (the public and drizzle schemas). */
export async function dropPostgresSchema(database: Database): Promise<void> {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}

/** Forgets all data; the next start migrates and seeds again. Returns what it did. */
async function reset(config: ReturnType<typeof readConfig>): Promise<string> {
  if (config.databaseUrl) {
    checkDatabaseUrl(config.databaseUrl);
    const database = await openDatabase(config);
    try {
      await dropPostgresSchema(database);
    } finally {
      await database.close();
    }
    return "PostgreSQL schema dropped; `npm start` migrates and seeds it again.";
  }
  if (config.dataDir === ":memory:") return "DATA_DIR is :memory:; nothing to reset.";
  const dir = path.join(config.dataDir, "pglite");
  // Never wipe a directory a running server uses: the same lock as the server's.
  const lock = await lockDataDir(config.dataDir);
  try {
    await rm(dir, { recursive: true, force: true });
  } finally {
    await lock.release();
  }
  return `Removed ${dir}; \`npm start\` seeds a fresh demo site.`;
}

/** Whether there is a database to lose (a fresh directory or schema has nothing to back up). */
async function hasData(config: ReturnType<typeof readConfig>): Promise<boolean> {
  if (!config.databaseUrl) return existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"));
  const database = await openDatabase(config);
  try {
    const [row] = await rowsOf<{ found: string | null }>(
      database.db,
      sql`select to_regclass('drizzle.__drizzle_migrations')::text as found`,
    );
    return !!row?.found;
  } finally {
    await database.close();
  }
}

// `npm run db:reset` (`-- --no-backup` skips the backup it makes first)
if (import.meta.main) {
  const config = readConfig();
  try {
    // a reset under a running server is refused: say so before asking that server for a backup
    if (!config.databaseUrl && config.dataDir !== ":memory:")
      await (await lockDataDir(config.dataDir)).release();
    if (
      !process.argv.includes("--no-backup") &&
      config.dataDir !== ":memory:" &&
      (await hasData(config))
    ) {
      // issue 24: a mistaken reset must not lose the orders
      const summary = await backupNow(config, "reset");
      console.log(
        `Backed up first: ${summary.file} (restore it with \`npm run restore -- ${summary.file}\`)`,
      );
    }
    console.log(await reset(config));
    // Nothing cached from the old data may outlive it (Redis is shared and outlives the process).
    const cache = await createCache(config);
    await cache.clear();
    await cache.close();
  } catch (error) {
    console.error(describeStartupError(error, config, "reset the data") ?? error);
    process.exit(1);
  }
}
