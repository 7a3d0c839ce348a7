import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { RequestContext } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { filterEvents } from "./operations/filter-events.ts";
import { getEvent } from "./operations/get-event.ts";
import { deleteEvent, saveEvent } from "./operations/save-event.ts";

const scopeOf = (context: RequestContext) => ({
  siteId: context.site.id,
  languageCode: context.language.code,
});

/**
 * Events (issue 22, spec 7 calendar event/public/filter and get; decision 051). The writes are
 * under /api/v1/admin/ with the backoffice security: the pipeline lets back-office users only,
 * before it reads their input.
 */
export function eventRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "filterEvents", ({ body, context }) =>
    filterEvents(services, scopeOf(context), body),
  );
  registerOperation(app, services, "getEvent", ({ query, context }) =>
    getEvent(services, scopeOf(context), query.id),
  );
  registerOperation(app, services, "saveEvent", ({ body, context }) =>
    saveEvent(services, scopeOf(context), body),
  );
  registerOperation(app, services, "deleteEvent", ({ params, context }) =>
    deleteEvent(services, { siteId: context.site.id, id: params.id }),
  );
}
