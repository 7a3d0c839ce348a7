import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { ensureBuild } from "#server/ensure-build.ts";
import { readConfig } from "#server/platform/config.ts";
import type { Services } from "#server/platform/services.ts";
import { openTestDatabase } from "#server/db/seed/seeded-template.ts";

export type SiteApp = { app: FastifyInstance; services: Services; close: () => Promise<void> };

/**
 * The whole app with the real site build (made when stale) over a seeded in-memory PGlite of its
 * own, for tests that look at pages as visitors get them (app.inject, no port); `env` adds
 * settings (TRUST_PROXY).
 */
export async function startSiteApp(env: NodeJS.ProcessEnv = {}): Promise<SiteApp> {
  await ensureBuild();
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), "vitrina-test-media-"));
  const config = readConfig(
    {
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: ":memory:",
      MEDIA_DIR: mediaDir,
      ...env,
    },
    [],
  );
  const database = await openTestDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  const { app, services } = await buildApp({ config, database });
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
