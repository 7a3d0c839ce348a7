import type { FastifyInstance } from "fastify";
import { requireUser } from "../../platform/http/authenticate.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import {
  chooseAnotherPaymentMethod,
  payOrderNow,
  readPaymentReturn,
  retryPayment,
} from "./shopper-payments.ts";
import { confirmMyWalletPayment, confirmWalletPayment } from "./wallet/wallet-approval.ts";
import { handleWspayNotification } from "./wspay/notification.ts";

/**
 * Card payments (issue 20, decision 045): what a gateway tells the shop about an order, the
 * shopper's way back from it (the return, paying again, another method) and the card wallet's
 * approval.
 */
export function paymentRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "wspayNotification", ({ body, context, request }) =>
    handleWspayNotification(services, context.site.id, body, request.ip),
  );
  registerOperation(app, services, "readPaymentReturn", ({ body, context }) =>
    readPaymentReturn(services, context.site.id, body),
  );
  registerOperation(app, services, "retryPayment", ({ body, context }) =>
    retryPayment(services, context.site.id, body),
  );
  registerOperation(app, services, "payOrderNow", async (input) => {
    const user = await requireUser(services, input);
    const { context, params, body } = input;
    return payOrderNow(services, { siteId: context.site.id, userId: user.id, id: params.id, body });
  });
  registerOperation(app, services, "confirmWalletPayment", ({ body, context, params }) =>
    confirmWalletPayment(services, context.site.id, params.id, body),
  );
  registerOperation(app, services, "confirmMyWalletPayment", async (input) => {
    const user = await requireUser(services, input);
    const { context, params, body } = input;
    return confirmMyWalletPayment(services, {
      siteId: context.site.id,
      userId: user.id,
      id: params.id,
      body,
    });
  });
  registerOperation(app, services, "chooseAnotherPaymentMethod", ({ body, context }) =>
    chooseAnotherPaymentMethod(services, context.site.id, body),
  );
}
