import type { FastifyInstance } from "fastify";
import { currentUser, requireUser } from "../../platform/http/authenticate.ts";
import {
  type OperationInput,
  registerDownload,
  registerOperation,
} from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import type { OperationId } from "#common/operations.ts";
import type { CheckoutCall } from "./operations/checkout-call.ts";
import { readCheckoutSettings } from "./operations/checkout-settings.ts";
import { availableCountries } from "./operations/countries.ts";
import { createOrder } from "./operations/create-order.ts";
import { listDeliveryMethods, saveDeliveryMethod } from "./operations/delivery-step.ts";
import { filterOrderDocuments, getOrderDocument } from "./operations/order-documents.ts";
import { orderPdfOf } from "./operations/order-pdf-download.ts";
import { listPaymentMethods, savePaymentMethod } from "./operations/payment-step.ts";
import { placedOrder } from "./operations/placed-order.ts";

/**
 * Checkout v2 and orders (spec 7, decision 031): countries, delivery and payment methods, order
 * placement, and the signed-in user's order documents (smartDocument).
 */
export function checkoutRoutes(app: FastifyInstance, services: Services): void {
  const callOf = async <K extends OperationId>(
    input: OperationInput<K>,
  ): Promise<CheckoutCall> => ({
    site: input.context.site,
    languageCode: input.context.language.code,
    user: await currentUser(services, input),
  });

  registerOperation(app, services, "getCheckoutSettings", ({ context }) =>
    readCheckoutSettings(services, context.site.id),
  );

  registerOperation(app, services, "getAvailableCountries", async ({ body, context }) => {
    const known = body.language
      ? context.languages.find((language) => language.code === body.language)
      : undefined;
    return availableCountries(services, {
      siteId: context.site.id,
      languageCode2: (known ?? context.language).code2,
    });
  });

  registerOperation(app, services, "getApplicableDeliveryMethods", async (input) =>
    listDeliveryMethods(services, await callOf(input), input.body),
  );

  registerOperation(app, services, "saveDeliveryMethod", async (input) =>
    saveDeliveryMethod(services, await callOf(input), input.body),
  );

  registerOperation(app, services, "getApplicablePaymentMethods", async (input) =>
    listPaymentMethods(services, await callOf(input), input.body),
  );

  registerOperation(app, services, "savePaymentMethod", async (input) =>
    savePaymentMethod(services, await callOf(input), input.body),
  );

  registerOperation(app, services, "createOrder", async (input) =>
    createOrder(services, await callOf(input), input.body),
  );

  registerOperation(app, services, "filterOrderDocuments", async (input) => {
    const user = await requireUser(services, input);
    return filterOrderDocuments(services, {
      siteId: input.context.site.id,
      userId: user.id,
      body: input.body,
    });
  });

  registerOperation(app, services, "getOrderDocument", async (input) => {
    const user = await requireUser(services, input);
    return getOrderDocument(services, {
      siteId: input.context.site.id,
      userId: user.id,
      id: input.params.id,
      languageCode: input.context.language.code,
    });
  });

  // the order confirmation as a PDF download (spec 7 smartDocument pdfUrl)
  registerDownload(
    app,
    services,
    "getOrderPdf",
    { contentType: "application/pdf", fileName: (params) => `order-${String(params.id)}.pdf` },
    async (input) => {
      const user = await requireUser(services, input);
      return orderPdfOf(services, {
        siteId: input.context.site.id,
        userId: user.id,
        id: input.params.id,
        languageCode: input.context.language.code,
      });
    },
  );

  // the success page's order, read with the cart's credentials (guest or customer)
  registerOperation(app, services, "getPlacedOrder", ({ body, context }) =>
    placedOrder(services, { siteId: context.site.id, body }),
  );
}
