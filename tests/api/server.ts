import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "#server/app.ts";
import type { Database } from "#server/db/client.ts";
import { dropPostgresSchema } from "#server/db/reset.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { readConfig } from "#server/platform/config.ts";
import type { Services } from "#server/platform/services.ts";
import { openTestDatabase } from "#server/db/seed/seeded-template.ts";

export type TestServer = {
  url: string;
  databaseKind: string;
  /** The server's database, for tests that set up state the API cannot (site options). */
  database: Database;
  /** The app's services, for tests that wait for its work after a reply (afterReplyOf). */
  services: Services;
  /** Its media library's own temporary folder (MEDIA_DIR), removed on close. */
  mediaDir: string;
  close: () => Promise<void>;
};

/** Login limits no test file's logins reach, all files' together on one PostgreSQL included. */
export const loginLimits = { LOGIN_RATE_LIMIT: "1000", LOGIN_ADDRESS_LIMIT: "100000" };

/**
 * A real Fastify server on an ephemeral port over a fresh, seeded database: in-memory PGlite, or
 * PostgreSQL when DATABASE_URL is set (its schema is dropped first unless isFresh is false: use
 * a test database).
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  { isFresh = true }: { isFresh?: boolean } = {},
): Promise<TestServer> {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrina-test-media-"));
  const config = readConfig(
    {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: ":memory:",
      MEDIA_DIR: mediaDir,
      ...env,
    },
    [],
  );
  const database = await openTestDatabase(config);
  // A second server of the suite on PostgreSQL shares the first one's database (isFresh: false):
  // dropping it would pull the data (the site's API key) from under the first server's cache.
  if (database.kind === "postgres" && isFresh) await dropPostgresSchema(database);
  await database.migrate();
  await seedIfEmpty(database.db);
  const { app, services } = await buildApp({ config, database, withSite: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    databaseKind: database.kind,
    database,
    services,
    mediaDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
