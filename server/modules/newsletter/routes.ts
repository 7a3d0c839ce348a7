import type { FastifyInstance } from "fastify";
import { registerDownload, registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { listSubscribers, subscribersCsv } from "./admin.ts";
import { subscribeNewsletter } from "./subscribe.ts";
import { unsubscribeNewsletter } from "./unsubscribe.ts";

// A mail client's one-click unsubscribe posts a form (RFC 8058); a small one is all it sends.
const formBodyLimit = 4 * 1024;

/**
 * The newsletter (issue 21): subscribe with double opt-in (forms/routes.ts confirms), one-click
 * unsubscribe (which also takes a mail client's form body) and the back office's subscribers.
 */
export async function newsletterRoutes(app: FastifyInstance, services: Services): Promise<void> {
  registerOperation(app, services, "subscribeNewsletter", ({ body, context, request }) =>
    subscribeNewsletter(services, {
      siteId: context.site.id,
      language: context.language.code,
      request,
      body,
    }),
  );
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    registerOperation(scope, services, "unsubscribeNewsletter", ({ body, query, context }) =>
      unsubscribeNewsletter(services, {
        siteId: context.site.id,
        token: body?.token ?? query.token,
      }),
    );
  });
  registerOperation(app, services, "listNewsletterSubscribers", ({ query, context }) =>
    listSubscribers(
      services.db,
      { siteId: context.site.id, search: query.search, status: query.status },
      { page: query.page ?? 1, perPage: query.perPage ?? 50 },
    ),
  );
  registerDownload(
    app,
    services,
    "exportNewsletterSubscribers",
    {
      contentType: "text/csv",
      fileName: () => `newsletter-${new Date().toISOString().slice(0, 10)}.csv`,
    },
    ({ query, context }) =>
      subscribersCsv(services.db, {
        siteId: context.site.id,
        search: query.search,
        status: query.status,
      }),
  );
}
