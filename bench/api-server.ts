import { buildApp } from "#server/app.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { dropPostgresSchema } from "#server/db/reset.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { readConfig } from "#server/platform/config.ts";

/**
 * The API alone (production settings) over HTTP in this process, on a fresh in-memory PGlite or
 * on the PostgreSQL of DATABASE_URL (its schema dropped first: use a bench database), seeded;
 * `prepare` runs on the database before the server starts.
 */
export async function startBenchApi(
  prepare: (database: Database) => Promise<void> = async () => undefined,
) {
  const config = readConfig(
    { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: "0", DATA_DIR: ":memory:" },
    [],
  );
  const database = await openDatabase(config);
  if (database.kind === "postgres") await dropPostgresSchema(database);
  await database.migrate();
  await seedIfEmpty(database.db);
  await prepare(database);
  const { app, services } = await buildApp({ config, database, withSite: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { app, database, services, url };
}
