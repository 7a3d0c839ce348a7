import type { FastifyInstance } from "fastify";
import { invalidateContent } from "../../platform/cache-keys.ts";
import { currentUser } from "../../platform/http/authenticate.ts";
import { registerDownload, registerOperation } from "../../platform/http/register-operation.ts";
import { loadMailSettings } from "../../platform/mail/render-mail.ts";
import type { RequestContext } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { listConsentAssignments, saveConsent, saveConsentAssignment } from "./admin.ts";
import { assignmentOf, toWebConsent } from "./assignments.ts";
import { checkConsentLog } from "./consent-log.ts";
import { dataSubjectCsv, exportDataSubject } from "./subject-export.ts";
import { createWebConsentLog } from "./web-log.ts";

const scopeOf = (context: RequestContext) => ({
  siteId: context.site.id,
  language: context.language.code,
});

/**
 * Consents as data (issue 21, decision 047): what the site's forms ask for, and the back office's
 * consents, assignments and log check (under /api/v1/admin/consents with the backoffice
 * security: the pipeline lets back-office users only).
 */
export function consentRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  registerOperation(app, services, "filterWebConsents", async ({ body, context }) => {
    const assignment = await assignmentOf(db, context.site.id, body.assignedTo);
    return {
      records: assignment
        .slice(0, body.limit ?? 100)
        .map((consent) => toWebConsent(consent, context.language.code)),
    };
  });

  registerOperation(app, services, "createWebConsentLog", async (input) =>
    createWebConsentLog(db, {
      siteId: input.context.site.id,
      language: input.context.language.code,
      address: input.request.ip,
      user: await currentUser(services, input),
      body: input.body,
      settings: await loadMailSettings(services, input.context.site.id),
    }),
  );

  registerOperation(app, services, "listConsentAssignments", ({ query, context }) =>
    listConsentAssignments(db, context.site.id, {
      page: query.page ?? 1,
      perPage: query.perPage ?? 50,
    }),
  );
  // the site's forms show the consents: drop the site's cached pages
  const changed = (context: RequestContext) =>
    invalidateContent(services.changes, { siteId: context.site.id, kinds: [] });
  registerOperation(app, services, "saveConsent", async ({ body, context }) => {
    const saved = await saveConsent(db, scopeOf(context), body);
    await changed(context);
    return saved;
  });
  registerOperation(app, services, "saveConsentAssignment", async ({ body, context }) => {
    const saved = await saveConsentAssignment(db, scopeOf(context), body);
    await changed(context);
    return saved;
  });
  registerOperation(app, services, "checkConsentLog", ({ context }) =>
    checkConsentLog(db, context.site.id),
  );

  // a data subject's request for access, answered by an admin (issue 21)
  const exportOf = async (
    input: Parameters<typeof currentUser>[1] & {
      query: { email: string };
      context: RequestContext;
    },
  ) =>
    exportDataSubject(db, {
      siteId: input.context.site.id,
      email: input.query.email,
      by: (await currentUser(services, input))?.email ?? "",
      settings: await loadMailSettings(services, input.context.site.id),
    });
  registerOperation(app, services, "exportDataSubject", exportOf);
  registerDownload(
    app,
    services,
    "exportDataSubjectCsv",
    {
      contentType: "text/csv",
      fileName: () => `data-subject-${new Date().toISOString().slice(0, 10)}.csv`,
    },
    async (input) => dataSubjectCsv(await exportOf(input)),
  );
}
