import type { FastifyInstance } from "fastify";
import { currentUser } from "../../platform/http/authenticate.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { domainDetect } from "./operations/domain-detect.ts";
import { createDomain, deleteDomain, filterDomains } from "./operations/domains.ts";
import { filterOptions, isPublicOption } from "../../platform/filter-options.ts";
import { getCommons } from "./operations/get-commons.ts";

/** Site module: domain detection and the domain list, common lists, site options (spec 7 "Site and content"). */
export function siteRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "domainDetect", ({ body, request }) => {
    const domain = body?.domain;
    const referer = request.headers.referer;
    return domainDetect(services, { domain, referer, host: request.headers.host });
  });

  registerOperation(app, services, "getCommons", ({ query }) => getCommons(services, query.type));

  registerOperation(app, services, "filterOptions", async (input) => {
    const options = await filterOptions(services, {
      siteId: input.context.site.id,
      keys: input.query.keys?.split(","),
    });
    // issue 18: the e-mail templates and other settings are the back office's to read
    const user = await currentUser(services, input);
    return user?.isBackofficeUser
      ? options
      : options.filter((option) => isPublicOption(option.key));
  });

  // spec 2 domain list (back office)
  registerOperation(app, services, "filterDomains", ({ context }) =>
    filterDomains(services, context.site.id),
  );

  registerOperation(app, services, "createDomain", ({ body, context }) =>
    createDomain(services, { siteId: context.site.id, body }),
  );

  registerOperation(app, services, "deleteDomain", ({ params, context, request }) =>
    deleteDomain(services, { siteId: context.site.id, id: params.id, host: request.headers.host }),
  );
}
