import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { LoginResult } from "#generated/types.ts";
import { buildApp } from "#server/app.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { ensureBuild } from "#server/ensure-build.ts";
import { readConfig } from "#server/platform/config.ts";
import type { Services } from "#server/platform/services.ts";
import { openTestDatabase } from "#server/db/seed/seeded-template.ts";
import { demoAccount } from "./backoffice.ts";

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

/** Calls to a site app (app.inject, host localhost) as its signed-in back-office editor. */
export type EditorCalls = {
  /** A call with the editor's token, a JSON body when given and a `language` header (hrv). */
  api: (
    method: string,
    url: string,
    body?: unknown,
    language?: string,
  ) => Promise<LightMyRequestResponse>;
  /** The same call's data; any status but 200 throws. */
  data: <T>(method: string, url: string, body?: unknown, language?: string) => Promise<T>;
  /** A visitor's GET (no token): a page as the anonymous page cache serves it. */
  visit: (url: string) => Promise<LightMyRequestResponse>;
};

/** Signs the demo back-office account in to `app` and answers its calls. */
export async function editorCalls(app: FastifyInstance): Promise<EditorCalls> {
  let token = "";
  const api: EditorCalls["api"] = (method, url, body, language = "hrv") =>
    app.inject({
      method: method as "GET",
      url,
      headers: {
        host: "localhost",
        language,
        ...(token ? { accesstoken: token } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const data = async <T>(method: string, url: string, body?: unknown, language?: string) => {
    const response = await api(method, url, body, language);
    if (response.statusCode !== 200)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json<{ data: T }>().data;
  };
  const { email, password } = demoAccount("back-office");
  token = (await data<LoginResult>("POST", "/api/v1/login", { username: email, password })).tokens
    .accessToken;
  return {
    api,
    data,
    visit: (url) => app.inject({ method: "GET", url, headers: { host: "localhost" } }),
  };
}
