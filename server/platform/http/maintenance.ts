import type { FastifyRequest } from "fastify";
import { parseSiteOptions } from "#common/site-options.ts";
import { filterOptions } from "../filter-options.ts";
import type { Services } from "../services.ts";
import { AppError } from "./app-error.ts";
import { currentUser } from "./authenticate.ts";
import type { InputHeaders } from "./input-headers.ts";
import type { RequestContext } from "./request-context.ts";

/** Whether the site is in maintenance: MAINTENANCE=1, or its `Maintenance` option is true. */
export async function isSiteInMaintenance(services: Services, siteId: string): Promise<boolean> {
  if (services.config.isMaintenance) return true;
  // read like every option: through its schema, from the same cached entry as the option filter
  const options = parseSiteOptions(
    await filterOptions(services, { siteId, keys: ["Maintenance"] }),
  );
  return options.Maintenance === true;
}

/**
 * spec 1, 6: while the site is in maintenance, content (pages, menus, layout elements: the
 * operations marked `x-content` in openapi.yaml) is for back-office users only; everyone else
 * gets 503, as the pages do (issue 6 §2). Called by the operation pipeline for content operations,
 * so it holds for HTTP and in-process calls alike.
 */
export async function assertContentAvailable(
  services: Services,
  call: { headers: InputHeaders; request: FastifyRequest },
  context: RequestContext,
): Promise<void> {
  if (!(await isSiteInMaintenance(services, context.site.id))) return;
  const user = await currentUser(services, call);
  if (user?.isBackofficeUser !== true) throw new AppError(503, "api.maintenance");
}
