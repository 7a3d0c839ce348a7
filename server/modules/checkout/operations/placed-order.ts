import { and, eq } from "drizzle-orm";
import type { CartSessionRequest, PlacedOrder } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema-shop.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { cartNotFound, openCart } from "../../cart/operations/cart-session.ts";
import { hub3PngDataUrl } from "../documents/hub3-image.ts";
import { hub3Data, bankTransferOfOrder, hub3SlipOfOrder } from "../documents/hub3.ts";
import { type OrderRow, toOrder } from "./order-view.ts";

/** The signed-in customer's order of that id, or a 404 (another user's is not told apart). */
export async function customerOrder(
  services: Services,
  input: { siteId: string; userId: number; id: number },
): Promise<OrderRow> {
  const [order] = await services.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, input.id),
        eq(orders.siteId, input.siteId),
        eq(orders.userId, input.userId),
      ),
    );
  if (!order) throw notFound();
  return order;
}

/**
 * The order a cart became, with the cart's credentials as the proof, as for every cart call: a
 * wrong protect code or a cart without an order is a 404.
 */
export async function orderOfCart(
  db: Db,
  siteId: string,
  credentials: Pick<CartSessionRequest, "cartId" | "protectCode">,
): Promise<OrderRow> {
  try {
    // openCart checks the protect code before it refuses the archived cart an order leaves
    await openCart(db, { siteId, ...credentials });
  } catch (error) {
    if (!(error instanceof AppError) || error.key !== "api.cartArchived") throw error;
  }
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, credentials.cartId), eq(orders.siteId, siteId)));
  if (!row) throw cartNotFound();
  return row;
}

/**
 * The order a cart became, for the success page of whoever placed it (spec 2; issue 17: a bank
 * transfer shows its payment data and HUB-3 barcode there; decision 045: whether it is paid).
 */
export async function placedOrder(
  services: Services,
  input: { siteId: string; body: CartSessionRequest },
): Promise<PlacedOrder> {
  return placedOrderOf(await orderOfCart(services.db, input.siteId, input.body));
}

/** An order as the success and failure pages show it. */
export async function placedOrderOf(row: OrderRow): Promise<PlacedOrder> {
  const order = toOrder(row);
  const slip = hub3SlipOfOrder(order, order.number);
  return {
    number: order.number,
    paymentKind: row.paymentKind,
    paymentStatus: row.paymentStatus,
    consents: row.snapshot.consents.map((consent) => consent.id),
    total: order.total,
    currency: order.currency,
    bankTransfer: bankTransferOfOrder(order),
    paymentSlip: slip ? await hub3PngDataUrl(hub3Data(slip)) : null,
  };
}
