import type { FastifyInstance } from "fastify";
import { operations } from "#generated/operations.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { domainDetect } from "./operations/domain-detect.ts";
import { filterOptions } from "./operations/filter-options.ts";
import { getCommons } from "./operations/get-commons.ts";

/** Site module: domain detection, common lists, site options (spec 7 "Site and content"). */
export function siteRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, operations.domainDetect, ({ body, request }) => {
    const { domain } = (body ?? {}) as { domain?: string };
    const referer = request.headers.referer;
    return domainDetect(services, { domain, referer, host: request.headers.host });
  });

  registerOperation(app, services, operations.getCommons, ({ query }) =>
    getCommons(services, query.type as "languages" | "countries"),
  );

  registerOperation(app, services, operations.filterOptions, ({ query, context }) =>
    filterOptions(services, { siteId: context.site.id, keys: query.keys?.split(",") }),
  );
}
