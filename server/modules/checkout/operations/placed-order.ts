import { and, eq } from "drizzle-orm";
import type { CartSessionRequest, PlacedOrder } from "#generated/types.ts";
import { orders } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { cartNotFound, openCart } from "../../cart/operations/cart-session.ts";
import { hub3PngDataUrl } from "../documents/hub3-image.ts";
import { hub3Data, bankTransferOfOrder, hub3SlipOfOrder } from "../documents/hub3.ts";
import { toOrder } from "./order-view.ts";

/**
 * The order a cart became, for the success page of whoever placed it (spec 2; issue 17: a bank
 * transfer shows its payment data and HUB-3 barcode there). The cart's credentials are the
 * proof, as for every cart call: a wrong protect code or a cart without an order is a 404.
 */
export async function placedOrder(
  services: Services,
  input: { siteId: string; body: CartSessionRequest },
): Promise<PlacedOrder> {
  const { db } = services;
  try {
    // openCart checks the protect code before it refuses the archived cart an order leaves
    await openCart(db, { siteId: input.siteId, ...input.body });
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== "api.cartArchived") throw error;
  }
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, input.body.cartId), eq(orders.siteId, input.siteId)));
  if (!row) throw cartNotFound();
  const order = toOrder(row);
  const slip = hub3SlipOfOrder(order, order.number);
  return {
    number: order.number,
    paymentKind: row.paymentKind,
    total: order.total,
    currency: order.currency,
    bankTransfer: bankTransferOfOrder(order),
    paymentSlip: slip ? await hub3PngDataUrl(hub3Data(slip)) : null,
  };
}
