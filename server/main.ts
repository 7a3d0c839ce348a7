import "./env.ts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { adminLoginPath, screenPath } from "#common/route-paths.ts";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { demoAccounts, seedIfEmpty } from "./db/seed/seed.ts";
import { indexUnsearchedPages } from "./modules/cms/operations/search/page-search-text.ts";
import { type Config, readConfig } from "./platform/config.ts";
import { closeApp, closeOnSignals } from "./platform/shutdown.ts";
import { checkDatabaseUrl, describeStartupError } from "./platform/startup-error.ts";

/** Starts Vitrina: migrate, seed on first start, serve API and site from one process. */
async function main(config: Config): Promise<void> {
  if (config.databaseUrl) checkDatabaseUrl(config.databaseUrl);
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    ...config,
    onConnectionError: (error) => {
      const message = "PostgreSQL connection lost; the next query reconnects";
      if (log) log.warn({ err: error }, message);
      else console.warn(`${message}: ${error.message}`); // before the app and its logger exist
    },
  });
  let app: FastifyInstance | undefined;
  const close = async () => {
    try {
      if (app) await closeApp(app); // stops accepting, waits for requests in flight
    } finally {
      await database.close(); // and releases the data directory lock
    }
  };
  let seeded: boolean;
  try {
    await database.migrate();
    seeded = await seedIfEmpty(database.db, { port: config.port });
    // pages an older version wrote get the search columns the pages tab reads (issue 19)
    await indexUnsearchedPages(database.db);
    const built = await buildApp({ config, database });
    app = built.app;
    log = app.log;
    // A shared cache (Redis) may hold what an earlier database held.
    if (seeded) await built.services.cache.clear();
    closeOnSignals(close, app.log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const url = `http://localhost:${config.port}`;
  const lines = [
    "",
    `  Vitrina is running at ${url}  (${config.isDev ? "development" : "production"}, ${database.kind}${seeded ? ", demo data seeded" : ""})`,
    `  English: ${url}/en   German: ${url}/de   Health: ${url}/api/v1/health`,
    ...(config.wspay
      ? []
      : [
          "  Card payments go to the sandbox gateway (test card 4111 1111 1111 1111): set WSPAY_* before taking real orders",
        ]),
    "  Demo accounts:",
    ...demoAccounts.map((account) => {
      const login = account.role === "shopper" ? screenPath("login", "hr") : adminLoginPath;
      const credentials = `${account.email} / ${account.password}`;
      return `    ${account.role.padEnd(12)} ${credentials.padEnd(52)} log in at ${url}${login}`;
    }),
    "",
  ];
  console.log(lines.join("\n"));
}

const config = readConfig();
try {
  await main(config);
} catch (error) {
  const line = describeStartupError(error, config);
  // A known cause gets one line; anything else is a bug, and its stack helps whoever fixes it.
  console.error(line ?? error);
  process.exit(1);
}
