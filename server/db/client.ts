import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "../platform/data-dir-lock.ts";
import { connectionUses, namedStatementClient } from "./named-statements.ts";
import { searchSettings, searchStartupOptions } from "./search-settings.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed migrations (idempotent). */
  migrate: () => Promise<void>;
  /** Closes the database and releases the data directory lock. */
  close: () => Promise<void>;
  /**
   * Calls onNotify on every NOTIFY on channel (a fixed identifier), and again whenever a lost
   * listening connection has been replaced (what was sent meanwhile never arrives). Resolves to
   * the function that stops listening.
   */
  listen: (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;
  /**
   * PGlite only: its data directory as one tar, taken between two statements (a
   * transaction under way is not in it: the copy recovers like a crash, decision 060).
   */
  dumpDataDir?: () => Promise<Blob>;
};

/** Told about a lost PostgreSQL connection; the pool replaces it on the next query. */
export type ConnectionErrorListener = (error: Error) => void;

const migrationsFolder = path.resolve(import.meta.dirname, "migrations");

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir (":memory:" for
 * none). PGlite on disk takes the data directory lock first (DataDirLockedError when another
 * process holds it).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onConnectionError?: ConnectionErrorListener;
  /**
   * PGlite only: a data directory as `dumpDataDir` wrote it, to start from instead of an empty
   * one (the tests' migrated and seeded database, server/db/seed/seeded-template.ts).
   */
  template?: Blob | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onConnectionError);
  return openPglite(options.dataDir === ":memory:" ? undefined : options.dataDir, options.template);
}

function logConnectionError(error: Error): void {
  console.warn(`PostgreSQL connection lost (${error.message}); the next query reconnects.`);
}

/**
 * The connection string and the session options that set searchSettings at connection start
 * (a URL's own `options` parameter would replace ours, so they are joined).
 */
function withSearchSettings(url: string): { connectionString: string; options: string } {
  const ours = searchStartupOptions;
  try {
    const parsed = new URL(url);
    const theirs = parsed.searchParams.get("options");
    if (!theirs) return { connectionString: url, options: ours };
    parsed.searchParams.delete("options");
    return { connectionString: parsed.toString(), options: `${theirs} ${ours}` };
  } catch {
    return { connectionString: url, options: ours };
  }
}

async function openPostgres(
  url: string,
  onConnectionError: ConnectionErrorListener = logConnectionError,
): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({
    ...withSearchSettings(url),
    max: 10,
    // a restore refuses while a server is connected (server/db/backup/restore.ts)
    application_name: "vitrina",
    Client: namedStatementClient(pg.Client),
    maxUses: connectionUses,
  });
  // A backend that goes away (pg_terminate_backend, a database restart) makes its client emit
  // 'error'; without a listener Node ends the process. Idle clients report through the pool,
  // checked-out ones only through the client, so listen on every client; the pool drops the
  // broken client and opens a new one for the next query.
  pool.on("connect", (client) => client.on("error", onConnectionError));
  pool.on("error", () => {}); // already reported by the client's listener above
  const db = drizzle(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
    listen: (channel, onNotify) => listenPostgres(url, { channel, onNotify, onConnectionError }),
  };
}

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one would be handed
 * to queries). A lost one is reported like the pool's and replaced, half a second later at first
 * and then less often while the database stays away.
 */
async function listenPostgres(
  url: string,
  options: { channel: string; onNotify: () => void; onConnectionError: ConnectionErrorListener },
): Promise<() => Promise<void>> {
  const { default: pg } = await import("pg");
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delayMs = 500;
  let isStopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    client = next;
    let isLost = false;
    const lose = (error: Error) => {
      if (isLost || isStopped) return;
      isLost = true;
      options.onConnectionError(error);
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), delayMs);
      delayMs = Math.min(delayMs * 2, 5000);
    };
    next.on("error", lose);
    next.on("end", () => lose(new Error("the listening connection ended")));
    next.on("notification", () => options.onNotify());
    try {
      await next.connect();
      await next.query(`listen ${options.channel}`);
      delayMs = 500;
      options.onNotify();
    } catch (error) {
      lose(error instanceof Error ? error : new Error(String(error)));
    }
  };
  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** PGlite in dataDir/pglite, or in memory when dataDir is undefined (tests). */
async function openPglite(
  dataDir: string | undefined,
  template: Blob | undefined,
): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  // The lock comes before PGlite touches a file: two writers corrupt it (issue 6).
  const lock = dataDir ? await lockDataDir(dataDir) : undefined;
  try {
    const dir = dataDir ? path.join(dataDir, "pglite") : undefined;
    if (dir) await mkdir(dir, { recursive: true });
    // The catalogue's search needs pg_trgm and unaccent (migration 0005), contrib extensions
    // PGlite ships but loads only when asked.
    const [{ pg_trgm }, { unaccent }] = await Promise.all([
      import("@electric-sql/pglite/contrib/pg_trgm"),
      import("@electric-sql/pglite/contrib/unaccent"),
    ]);
    const options = {
      extensions: { pg_trgm, unaccent },
      ...(template && { loadDataDir: template }),
    };
    const client = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
    await client.exec(searchSettings);
    const db = drizzle(client, { schema });
    return {
      db,
      kind: "pglite",
      migrate: () => migrate(db, { migrationsFolder }),
      // one process holds the data directory: its own notifications are all there are
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      dumpDataDir: async () => {
        // what committed transactions wrote goes to the data files, so the copy replays little
        await client.query("checkpoint");
        // uncompressed: the copy holds every query of the site while it is made; the archive
        // compresses it afterwards
        return client.dumpDataDir("none");
      },
      close: async () => {
        try {
          await client.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}
