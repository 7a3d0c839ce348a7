import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createCache } from "../platform/cache.ts";
import { readConfig } from "../platform/config.ts";
import { type Database, openDatabase } from "./client.ts";

/** Drops every table of a PostgreSQL database (the public and drizzle schemas). */
export async function dropPostgresSchema(database: Database): Promise<void> {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}

// `npm run db:reset`: forget all data; the next start migrates and seeds again.
if (import.meta.main) {
  const config = readConfig();
  if (config.databaseUrl) {
    const database = await openDatabase(config);
    await dropPostgresSchema(database);
    await database.close();
    console.log("PostgreSQL schema dropped; `npm start` migrates and seeds it again.");
  } else {
    await rm(path.join(config.dataDir, "pglite"), { recursive: true, force: true });
    console.log(
      `Removed ${path.join(config.dataDir, "pglite")}; \`npm start\` seeds a fresh demo site.`,
    );
  }
  // Nothing cached from the old data may outlive it (Redis is shared and outlives the process).
  const cache = await createCache(config);
  await cache.clear();
  await cache.close();
}
