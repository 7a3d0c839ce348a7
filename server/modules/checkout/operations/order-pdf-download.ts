import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import type { Services } from "../../../platform/services.ts";
import { orderPdf } from "../documents/order-pdf.ts";
import { getOrderDocument } from "./order-documents.ts";

/**
 * The order confirmation PDF of one of the signed-in user's orders (spec 7 smartDocument
 * pdfUrl), with getOrderDocument's checks: 404 for another user's order. The PDF is made on
 * request (0.2-0.5 s), never inside a transaction.
 */
export async function orderPdfOf(
  services: Services,
  input: { siteId: string; userId: number; id: number; languageCode: string },
): Promise<Uint8Array> {
  const document = await getOrderDocument(services, input);
  const { Brand } = await loadMailSettings(services, input.siteId);
  return orderPdf({ order: document.extendedDetails, brand: Brand ?? "" });
}
