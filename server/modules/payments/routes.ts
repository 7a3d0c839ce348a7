import type { FastifyInstance } from "fastify";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { handleWspayNotification } from "./wspay/notification.ts";

/** Card payments (issue 20, decision 045): what a gateway tells the shop about an order. */
export function paymentRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "wspayNotification", ({ body, context }) =>
    handleWspayNotification(services, context.site.id, body),
  );
}
