import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { assignmentOf, toWebConsent } from "./assignments.ts";

/** Consents as data (issue 21, decision 047): what the site's forms ask for. */
export function consentRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "filterWebConsents", async ({ body, context }) => {
    const assignment = await assignmentOf(services.db, context.site.id, body.assignedTo);
    return {
      records: assignment
        .slice(0, body.limit ?? 100)
        .map((consent) => toWebConsent(consent, context.language.code)),
    };
  });
}
