import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { RequestContext } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { registerServerForm } from "../forms/server-forms.ts";
import { getAdminEvent, listAdminEvents } from "./operations/admin-events.ts";
import { filterEvents } from "./operations/filter-events.ts";
import { getEvent } from "./operations/get-event.ts";
import { deleteEvent, saveEvent } from "./operations/save-event.ts";
import { eventSignupServerForm, signUpForEvent } from "./operations/sign-up.ts";
import { eventSignupForm } from "#common/forms/event-signup.ts";

const scopeOf = (context: RequestContext) => ({
  siteId: context.site.id,
  languageCode: context.language.code,
});

/**
 * Events (issue 22, spec 7 calendar event/public/filter and get; decisions 051 and 054). The
 * writes and the back office's reads are under /api/v1/admin/ with the backoffice security: the
 * pipeline lets back-office users only, before it reads their input.
 */
export function eventRoutes(app: FastifyInstance, services: Services): void {
  // the sign-up form is a form of the forms module: storeData, confirmEmail and /admin/forms know it
  registerServerForm(eventSignupForm, eventSignupServerForm);
  registerOperation(app, services, "filterEvents", ({ body, context }) =>
    filterEvents(services, scopeOf(context), body),
  );
  registerOperation(app, services, "getEvent", ({ query, context }) =>
    getEvent(services, scopeOf(context), query.id),
  );
  registerOperation(app, services, "signUpForEvent", ({ body, context, request }) =>
    signUpForEvent(services, {
      siteId: context.site.id,
      language: context.language.code,
      address: request.ip,
      request,
      body,
    }),
  );
  registerOperation(app, services, "listAdminEvents", ({ query, context }) =>
    listAdminEvents(services, scopeOf(context), query),
  );
  registerOperation(app, services, "getAdminEvent", ({ params, context }) =>
    getAdminEvent(services, scopeOf(context), params.id),
  );
  registerOperation(app, services, "saveEvent", ({ body, context }) =>
    saveEvent(services, scopeOf(context), body),
  );
  registerOperation(app, services, "deleteEvent", ({ params, context }) =>
    deleteEvent(services, { siteId: context.site.id, id: params.id }),
  );
}
