import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type {
  CartSession,
  CartSessionRequest,
  OrderCreateResult,
  PaymentRetryRequest,
  PaymentReturnRequest,
  PaymentReturnsRequest,
  PlacedOrder,
} from "#generated/types.ts";
import { cartItems, carts } from "../../db/schema-shop.ts";
import { invalidateContent } from "../../platform/cache-keys.ts";
import { AppError } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";
import { hashProtectCode, newProtectCode } from "../cart/operations/cart-session.ts";
import type { OrderRow } from "../checkout/operations/order-view.ts";
import { customerOrder, orderOfCart, placedOrderOf } from "../checkout/operations/placed-order.ts";
import { checkedReturns } from "./payment-provider.ts";
import { paymentProviders } from "./providers.ts";
import { releaseAwaitingOrder } from "./release.ts";

const notAwaiting = (): AppError => new AppError(409, "api.paymentNotAwaiting");

/**
 * The shopper back from the provider (decision 045): its provider reads the return (recorded;
 * the status asked when the order still waits), then the order as it stands.
 */
export async function readPaymentReturn(
  services: Services,
  siteId: string,
  body: PaymentReturnRequest,
): Promise<PlacedOrder> {
  const order = await orderOfCart(services.db, siteId, body);
  await paymentProviders[order.paymentKind].readReturn(services, order, body.answer);
  return placedOrderOf(await orderOfCart(services.db, siteId, body));
}

/** Pays again for an order still waiting for its payment: the provider's form, as order/create's. */
async function payAgain(
  services: Services,
  order: OrderRow,
  body: PaymentReturnsRequest,
): Promise<OrderCreateResult> {
  if (order.paymentStatus !== "awaiting") throw notAwaiting();
  const returns = checkedReturns(body);
  const start = await paymentProviders[order.paymentKind].start(services, order, returns, "again");
  return { ...start, orderSlug: order.number };
}

/** Pays again for the order of a cart (the failure page, with the cart's credentials). */
export async function retryPayment(
  services: Services,
  siteId: string,
  body: PaymentRetryRequest,
): Promise<OrderCreateResult> {
  return payAgain(services, await orderOfCart(services.db, siteId, body), body);
}

/** A signed-in customer pays an order of theirs from the profile ('pay now'). */
export async function payOrderNow(
  services: Services,
  input: { siteId: string; userId: number; id: number; body: PaymentReturnsRequest },
): Promise<OrderCreateResult> {
  return payAgain(services, await customerOrder(services, input), input.body);
}

/**
 * Gives up an order's card payment for another method: the order is released (cancelled, its
 * payment failed, stock and coupon back) and its cart copied into a new cart, in one
 * transaction; the new cart keeps the addresses, delivery, coupon and lines, not the method.
 */
export async function chooseAnotherPaymentMethod(
  services: Services,
  siteId: string,
  body: CartSessionRequest,
): Promise<CartSession> {
  const order = await orderOfCart(services.db, siteId, body);
  const protectCode = newProtectCode();
  const cartId = randomUUID();
  const products = await services.db.transaction(async (tx) => {
    const released = await releaseAwaitingOrder(tx, order, {
      to: "failed",
      reason: "anotherMethod",
    });
    if (!released) throw notAwaiting();
    const [old] = await tx.select().from(carts).where(eq(carts.id, order.cartId));
    if (!old) throw new Error("an order's cart is gone");
    const now = new Date();
    await tx.insert(carts).values({
      ...old,
      id: cartId,
      protectCodeHash: hashProtectCode(protectCode),
      paymentMethodId: null,
      status: "active",
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(cartItems).select(
      tx
        .select({
          id: sql`nextval(pg_get_serial_sequence('cart_items', 'id'))`.as("id"),
          cartId: sql`${cartId}::uuid`.as("cart_id"),
          productId: cartItems.productId,
          qty: cartItems.qty,
          options: cartItems.options,
          optionsKey: cartItems.optionsKey,
          createdAt: sql`${now.toISOString()}::timestamptz`.as("created_at"),
        })
        .from(cartItems)
        .where(eq(cartItems.cartId, order.cartId)),
    );
    return released;
  });
  if (products.length > 0)
    await invalidateContent(services.changes, { siteId, kinds: ["catalog"], productIds: products });
  return { cartId, protectCode };
}
