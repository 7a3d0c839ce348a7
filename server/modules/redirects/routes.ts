import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { listMissingUrls, recordMissing } from "./missing-urls.ts";
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from "./redirect-admin.ts";

/** Missing URLs and redirects (issue 22): spec 7 addFailedRequest and the back office's list. */
export function redirectRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "addFailedRequest", async ({ body, context }) => ({
    recorded: await recordMissing(services.db, { siteId: context.site.id, path: body.path }),
  }));
  registerOperation(app, services, "listMissingUrls", ({ query, context }) =>
    listMissingUrls(
      services.db,
      { siteId: context.site.id, search: query.search },
      { page: query.page ?? 1, perPage: query.perPage ?? 50 },
    ),
  );
  registerOperation(app, services, "listRedirects", ({ query, context }) =>
    listRedirects(
      services,
      { siteId: context.site.id, search: query.search },
      { page: query.page ?? 1, perPage: query.perPage ?? 50 },
    ),
  );
  registerOperation(app, services, "createRedirect", ({ body, context }) =>
    createRedirect(services, { siteId: context.site.id, body }),
  );
  registerOperation(app, services, "updateRedirect", ({ body, params, context }) =>
    updateRedirect(services, { siteId: context.site.id, id: params.id, body }),
  );
  registerOperation(app, services, "deleteRedirect", ({ params, context }) =>
    deleteRedirect(services, { siteId: context.site.id, id: params.id }),
  );
}
