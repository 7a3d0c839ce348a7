import { and, count, desc, eq } from "drizzle-orm";
import type { DocumentFilterRequest, OrderDocument, OrderPage } from "#generated/types.ts";
import { orders } from "../../../db/schema-shop.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import type { Services } from "../../../platform/services.ts";
import { type OrderRow, toOrder, toOrderSummary } from "./order-view.ts";

/** Where an order's confirmation PDF is downloaded from (its owner only, like the document). */
export const orderPdfPath = (id: number): string => `/api/v1/smartDocument/document/pdf/web/${id}`;

const ownOrders = (input: { siteId: string; userId: number }) =>
  and(eq(orders.siteId, input.siteId), eq(orders.userId, input.userId));

/**
 * spec 7 smartDocument document/filter/web: the signed-in user's orders, newest first, in pages;
 * pagination.totalRecords is the profile's order count (spec 2).
 */
export async function filterOrderDocuments(
  services: Services,
  input: { siteId: string; userId: number; body: DocumentFilterRequest },
): Promise<OrderPage> {
  const page = input.body.page ?? 1;
  const limit = input.body.limit ?? 10;
  const where = input.body.number
    ? and(ownOrders(input), eq(orders.number, input.body.number))
    : ownOrders(input);
  const [rows, [total]] = await Promise.all([
    services.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    services.db.select({ n: count() }).from(orders).where(where),
  ]);
  const totalRecords = Number(total?.n ?? 0);
  return {
    data: rows.map(toOrderSummary),
    pagination: { totalPages: Math.ceil(totalRecords / limit), totalRecords, page, limit },
  };
}

/** One order of the signed-in user; another user's, a guest's or an unknown one is a 404. */
export async function ownOrder(
  services: Services,
  input: { siteId: string; userId: number; id: number },
): Promise<OrderRow> {
  const [row] = await services.db
    .select()
    .from(orders)
    .where(and(ownOrders(input), eq(orders.id, input.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** spec 7 smartDocument document/get/web/{id}: the order confirmation with the order's details. */
export async function getOrderDocument(
  services: Services,
  input: { siteId: string; userId: number; id: number; languageCode: string },
): Promise<OrderDocument> {
  const row = await ownOrder(services, input);
  return {
    id: row.id,
    title: translate(input.languageCode, "api.orderDocumentTitle", { number: row.number }),
    pdfUrl: orderPdfPath(row.id),
    extendedDetails: toOrder(row),
  };
}
