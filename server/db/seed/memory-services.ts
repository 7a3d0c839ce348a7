import type { FastifyBaseLogger } from "fastify";
import { createMemoryCache } from "../../platform/cache.ts";
import { createChangeEvents } from "../../platform/change-events.ts";
import type { Config } from "../../platform/config.ts";
import type { Services } from "../../platform/services.ts";
import type { Database } from "../client.ts";
import { openTestDatabase } from "./seeded-template.ts";
import { seedIfEmpty } from "./seed.ts";

const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;

/**
 * For the tests beside the server's code: a migrated and seeded in-memory PGlite, and the
 * services an operation takes over it (an in-process cache, no mail, the given logger).
 */
export async function seededMemoryServices(
  log: FastifyBaseLogger = quiet,
): Promise<{ database: Database; services: Services }> {
  // from the run's seeded template (tests/seeded-template.ts): migrating and seeding find it done
  const database = await openTestDatabase({ databaseUrl: undefined, dataDir: ":memory:" });
  await database.migrate();
  await seedIfEmpty(database.db);
  const cache = createMemoryCache({ max: 1000, ttlMs: 600_000 });
  const services: Services = {
    db: database.db,
    config: { isMaintenance: false } as Config,
    cache,
    // one process: its changes apply here; there is no other instance to read from
    changes: createChangeEvents({ db: database.db, cache, onError: (error) => log.warn(error) }),
    log,
    mail: { wake: () => undefined, runOnce: async () => undefined },
  };
  return { database, services };
}
