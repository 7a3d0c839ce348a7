import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";

/** Health check: answers only when the database answers. */
export function healthRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "health", async () => {
    await services.db.execute(sql`select 1`);
    return { status: "ok", database: "ok", version: services.config.version } as const;
  });
}
