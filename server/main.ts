import "./env.ts";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { demoAccounts, seedIfEmpty } from "./db/seed/seed.ts";
import { readConfig } from "./platform/config.ts";

/** Starts Vitrina: migrate, seed on first start, serve API and site from one process. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  const { app, services } = await buildApp({ config, database });
  // A shared cache (Redis) may hold what an earlier database held.
  if (seeded) await services.cache.clear();
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", () => void close());
  process.once("SIGTERM", () => void close());
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    "",
    `  Vitrina is running at ${url}  (${config.isDev ? "development" : "production"}, ${database.kind}${seeded ? ", demo data seeded" : ""})`,
    `  English: ${url}/en   German: ${url}/de   Health: ${url}/api/v1/health`,
    `  Demo accounts (log in at ${url}/adminLogin):`,
    ...demoAccounts.map(
      (account) => `    ${account.role.padEnd(12)} ${account.email} / ${account.password}`,
    ),
    "",
  ];
  console.log(lines.join("\n"));
}

await main();
