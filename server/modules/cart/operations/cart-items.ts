import { and, count, eq } from "drizzle-orm";
import type {
  Cart,
  CartAddItemRequest,
  CartDeleteItemRequest,
  CartUpdateItemRequest,
} from "#generated/types.ts";
import { cartItems, carts } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { checkedLine, optionsKey } from "./add-rules.ts";
import { type CartCall, lockedCart, runCartOperation } from "./cart-change.ts";
import { type CartRow, type Tx, cartNotFound, createCart } from "./cart-session.ts";

// schemas/entities/cart.schema.json: at most 200 lines; cart-item qty at most 9999.
export const maxCartLines = 200;
export const maxLineQty = 9999;

const itemNotInCart = (): AppError => new AppError(404, "api.itemNotInCart");

/** A line may hold at most maxLineQty units (400, as the schema's maximum of qty). */
function tooMany(languageCode: string): AppError {
  const message = translate(languageCode, "validation.maximum", { limit: maxLineQty });
  return new AppError(400, "validation.maximum", [
    { path: "/body/qty", key: "validation.maximum", message },
  ]);
}

/** The cart's line of a product with these options, if any. */
async function sameLine(tx: Tx, cartId: string, productId: number, key: string) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        eq(cartItems.optionsKey, key),
      ),
    );
  return line;
}

async function ownLine(tx: Tx, cartId: string, itemId: number) {
  const [line] = await tx
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
  if (!line) throw itemNotInCart();
  return line;
}

/**
 * spec 7 addItem: a product by the add rules of its format (spec 4); the same product with the
 * same options raises its line's quantity. Without credentials a new cart is made in the request's
 * language, and its protectCode answered this once. 409 when the stock cannot cover the line.
 */
export async function addCartItem(call: CartCall, body: CartAddItemRequest): Promise<Cart> {
  const hasCart = body.cartId !== undefined || body.protectCode !== undefined;
  let protectCode: string | undefined;
  const open = async (tx: Tx): Promise<CartRow> => {
    if (!hasCart) {
      const made = await createCart(tx, {
        siteId: call.site.id,
        languageCode: call.languageCode,
        userId: call.user?.id ?? null,
      });
      protectCode = made.protectCode;
      return made.cart;
    }
    if (body.cartId === undefined || body.protectCode === undefined) throw cartNotFound();
    return lockedCart(call, { cartId: body.cartId, protectCode: body.protectCode })(tx);
  };
  return runCartOperation(call, {
    open,
    protectCode: async () => protectCode,
    change: async (tx, cart) => {
      const { product, options } = await checkedLine(tx, {
        siteId: call.site.id,
        productId: body.productId,
        options: body.options,
        languageCode: call.languageCode,
      });
      const key = optionsKey(options);
      // a cart made by this call has no lines yet: nothing to join or count
      const isNewCart = protectCode !== undefined;
      if (!isNewCart) {
        const line = await sameLine(tx, cart.id, product.id, key);
        if (line) {
          const qty = line.qty + body.qty;
          if (qty > maxLineQty) throw tooMany(call.languageCode);
          await tx.update(cartItems).set({ qty }).where(eq(cartItems.id, line.id));
          return { stockCheckItemId: line.id };
        }
        const [held] = await tx
          .select({ n: count() })
          .from(cartItems)
          .where(eq(cartItems.cartId, cart.id));
        if (Number(held?.n ?? 0) >= maxCartLines) throw new AppError(400, "api.cartFull");
      }
      const [added] = await tx
        .insert(cartItems)
        .values({ cartId: cart.id, productId: product.id, qty: body.qty, options, optionsKey: key })
        .returning({ id: cartItems.id });
      return { stockCheckItemId: added?.id, isNewCart };
    },
  });
}

/**
 * spec 7 updateItem: a line's quantity and, when given, its options (checked as on add). Options
 * that make it the same as another line join the two. 404 itemNotInCart for another cart's line.
 */
export async function updateCartItem(call: CartCall, body: CartUpdateItemRequest): Promise<Cart> {
  return runCartOperation(call, {
    open: lockedCart(call, body),
    change: async (tx, cart) => {
      const line = await ownLine(tx, cart.id, body.itemId);
      if (body.options === undefined) {
        await tx.update(cartItems).set({ qty: body.qty }).where(eq(cartItems.id, line.id));
        return { stockCheckItemId: line.id };
      }
      const { options } = await checkedLine(tx, {
        siteId: call.site.id,
        productId: line.productId,
        options: body.options,
        languageCode: call.languageCode,
      });
      const key = optionsKey(options);
      const twin = await sameLine(tx, cart.id, line.productId, key);
      if (twin && twin.id !== line.id) {
        const qty = twin.qty + body.qty;
        if (qty > maxLineQty) throw tooMany(call.languageCode);
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        await tx.update(cartItems).set({ qty }).where(eq(cartItems.id, twin.id));
        return { stockCheckItemId: twin.id };
      }
      await tx
        .update(cartItems)
        .set({ qty: body.qty, options, optionsKey: key })
        .where(eq(cartItems.id, line.id));
      return { stockCheckItemId: line.id };
    },
  });
}

/** spec 7 deleteItem: removes a line; 404 itemNotInCart (spec 8) when the cart has no such line. */
export async function deleteCartItem(call: CartCall, body: CartDeleteItemRequest): Promise<Cart> {
  return runCartOperation(call, {
    open: lockedCart(call, body),
    change: async (tx, cart) => {
      const line = await ownLine(tx, cart.id, body.itemId);
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    },
  });
}

/** spec 7 clearCart: every line, the coupon and the chosen methods come off. */
export async function clearCart(
  call: CartCall,
  body: { cartId: string; protectCode: string },
): Promise<Cart> {
  return runCartOperation(call, {
    open: lockedCart(call, body),
    change: async (tx, cart) => {
      await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
      await tx
        .update(carts)
        .set({
          couponId: null,
          deliveryMethodId: null,
          deliveryBranchId: null,
          paymentMethodId: null,
        })
        .where(eq(carts.id, cart.id));
    },
  });
}
