import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import { latestMails } from "../../platform/mail/outbox.ts";
import type { Services } from "../../platform/services.ts";

/** Mail module: the outbox, read by back-office users (design.md: e-mail without SMTP_URL). */
export function mailRoutes(app: FastifyInstance, services: Services): void {
  // security backoffice in openapi.yaml: the pipeline lets back-office users only.
  registerOperation(app, services, "listOutbox", async () => {
    return latestMails(services.db);
  });
}
