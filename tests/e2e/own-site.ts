import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { test } from "./fixture.ts";
import { buildApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { domains } from "../../server/db/schema.ts";
import { seedIfEmpty } from "../../server/db/seed/seed.ts";
import { readConfig } from "../../server/platform/config.ts";
import { openTestDatabase } from "../../server/db/seed/seeded-template.ts";

export type OwnSite = { app: FastifyInstance; database: Database; origin: string };

/**
 * A site of a test file's own, in the test process: a fresh in-memory database with the demo
 * seed, the given settings (SMTP_URL, REDIS_URL …; a function when they are known only once
 * earlier hooks ran), `prepare` run before the app is built (to
 * set options), listening on a free port. Call it in `test.beforeAll`; it stops after the file.
 */
export function ownSite(
  env: Record<string, string> | (() => Record<string, string>) = {},
  prepare?: (database: Database) => Promise<void>,
): () => OwnSite {
  let site: OwnSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // the demo seed alone takes seconds on a busy machine
    const config = readConfig(
      {
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
        DATA_DIR: ":memory:",
        PORT: "0",
        ...(typeof env === "function" ? env() : env),
      },
      [],
    );
    const database = await openTestDatabase(config);
    await database.migrate();
    await seedIfEmpty(database.db);
    await prepare?.(database);
    const { app } = await buildApp({ config, database });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    // The seeded domains name port 3000; links in mails use the configured URL (issue 18), so
    // the site's domains name the port it listens on.
    for (const domain of await database.db.select().from(domains))
      await database.db
        .update(domains)
        .set({ url: `http://${domain.name}:${port}` })
        .where(eq(domains.id, domain.id));
    site = { app, database, origin: `http://127.0.0.1:${port}` };
  });
  test.afterAll(async () => {
    // the browser's contexts are closed by now: a socket left open (a busy CI machine once held
    // the close past 30 s) is cut rather than waited for, and the close has the start's time
    test.setTimeout(120_000);
    const closing = site?.app.close();
    site?.app.server.closeAllConnections();
    await closing;
    await site?.database.close();
  });
  return () => {
    if (!site) throw new Error("ownSite: the site starts in beforeAll");
    return site;
  };
}
