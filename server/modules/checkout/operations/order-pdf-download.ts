import type { FastifyRequest } from "fastify";
import { operationInvoker } from "../../../platform/http/register-operation.ts";
import { resolveRequestContext } from "../../../platform/http/request-context.ts";
import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import type { Services } from "../../../platform/services.ts";
import { orderPdf } from "../documents/order-pdf.ts";

/**
 * The order confirmation PDF of one of the signed-in user's orders (spec 7 smartDocument
 * pdfUrl). The order is read through getOrderDocument's pipeline, so the same checks answer:
 * 401 for a visitor, 404 for another user's order, 400 for a bad id. The PDF is made on request
 * (0.2-0.5 s), never inside a transaction.
 */
export async function orderPdfDownload(
  services: Services,
  request: FastifyRequest,
): Promise<{ fileName: string; pdf: Buffer }> {
  const document = await operationInvoker(services)(
    "getOrderDocument",
    { params: request.params, query: {}, body: undefined, headers: request.headers },
    request,
  );
  const context = await resolveRequestContext(services, request.headers, request.headers.host);
  const { Brand } = await loadMailSettings(services, context.site.id);
  const order = document.extendedDetails;
  return { fileName: `${order.number}.pdf`, pdf: await orderPdf({ order, brand: Brand ?? "" }) };
}
