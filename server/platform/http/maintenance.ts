import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { siteOptions } from "../../db/schema.ts";
import type { Services } from "../services.ts";
import { AppError } from "./app-error.ts";
import { currentUser } from "./authenticate.ts";
import type { RequestContext } from "./request-context.ts";

/** Whether the site is in maintenance: MAINTENANCE=1, or its `Maintenance` option is "true". */
export async function isSiteInMaintenance(services: Services, siteId: string): Promise<boolean> {
  if (services.config.isMaintenance) return true;
  // The same key and query as the option filter with keys=Maintenance, so they share one entry.
  const rows = await services.cache.getOrLoad(`options:${siteId}:Maintenance`, () =>
    services.db
      .select({ key: siteOptions.key, value: siteOptions.value, media: siteOptions.media })
      .from(siteOptions)
      .where(and(eq(siteOptions.siteId, siteId), inArray(siteOptions.key, ["Maintenance"])))
      .orderBy(siteOptions.key),
  );
  return rows.some((row) => row.value.trim().toLowerCase() === "true");
}

/**
 * spec 1, 6: while the site is in maintenance, content (pages, menus, layout elements: the
 * operations marked `x-content` in openapi.yaml) is for back-office users only; everyone else
 * gets 503, as the pages do (issue 6 §2). Called by the operation pipeline for content operations,
 * so it holds for HTTP and in-process calls alike.
 */
export async function assertContentAvailable(
  services: Services,
  request: FastifyRequest,
  context: RequestContext,
): Promise<void> {
  if (!(await isSiteInMaintenance(services, context.site.id))) return;
  const user = await currentUser(services, request);
  if (user?.isBackofficeUser !== true) throw new AppError(503, "api.maintenance");
}
