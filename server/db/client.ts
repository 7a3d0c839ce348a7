import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/** Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir (":memory:" for none). */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(
    options.dataDir === ":memory:" ? undefined : path.join(options.dataDir, "pglite"),
  );
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** PGlite in dir, or in memory when dir is undefined (tests). */
async function openPglite(dir: string | undefined): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dir) await mkdir(dir, { recursive: true });
  const client = dir ? await PGlite.create(dir) : await PGlite.create();
  const db = drizzle(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
