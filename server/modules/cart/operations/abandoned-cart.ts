import { and, desc, eq } from "drizzle-orm";
import type { Cart, CartAbandonedRequest, CartNotice, User } from "#generated/types.ts";
import { cartItems, carts } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { loadItems, resolveLines } from "./cart-data.ts";
import { type CartCall, runCartOperation } from "./cart-change.ts";
import { maxCartLines, maxLineQty } from "./cart-items.ts";
import { lineStock } from "./cart-item-view.ts";
import {
  type CartRow,
  type Tx,
  cartNotFound,
  openCart,
  rotateProtectCode,
} from "./cart-session.ts";

/** The visitor's current cart by the credentials the login sent, when they still open one. */
async function visitorCart(
  tx: Tx,
  input: { siteId: string; userId: number; body: CartAbandonedRequest },
): Promise<CartRow | undefined> {
  const { cartId, protectCode } = input.body;
  if (cartId === undefined || protectCode === undefined) return undefined;
  try {
    const cart = await openCart(tx, { siteId: input.siteId, cartId, protectCode, forUpdate: true });
    // another account's cart is not merged into this one, whatever the browser holds
    return cart.userId === null || cart.userId === input.userId ? cart : undefined;
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 409))
      return undefined;
    throw error;
  }
}

/**
 * The visitor's lines join the user's cart (the same product and options: quantities added,
 * capped by stock, notice quantityCapped), its coupon too when the user's cart has none; the
 * visitor's cart is archived.
 */
async function mergeInto(
  tx: Tx,
  input: { siteId: string; own: CartRow; visitor: CartRow },
): Promise<CartNotice[]> {
  const { own, visitor } = input;
  const [mine, theirs] = await Promise.all([loadItems(tx, own.id), loadItems(tx, visitor.id)]);
  const touched = new Set<number>();
  let lines = mine.length;
  for (const line of theirs) {
    const same = mine.find(
      (each) => each.productId === line.productId && each.optionsKey === line.optionsKey,
    );
    if (same) {
      const qty = Math.min(same.qty + line.qty, maxLineQty);
      await tx.update(cartItems).set({ qty }).where(eq(cartItems.id, same.id));
      touched.add(same.id);
    } else if (lines < maxCartLines) {
      const { productId, qty, options, optionsKey } = line;
      const [added] = await tx
        .insert(cartItems)
        .values({ cartId: own.id, productId, qty, options, optionsKey })
        .returning({ id: cartItems.id });
      if (added) touched.add(added.id);
      lines += 1;
    }
  }
  if (own.couponId === null && visitor.couponId !== null)
    await tx.update(carts).set({ couponId: visitor.couponId }).where(eq(carts.id, own.id));
  await tx
    .update(carts)
    .set({ status: "archived", updatedAt: new Date() })
    .where(eq(carts.id, visitor.id));

  const items = (await loadItems(tx, own.id)).filter((item) => touched.has(item.id));
  const resolved = await resolveLines(tx, {
    siteId: input.siteId,
    items,
    languageCode: own.languageCode,
  });
  const notices: CartNotice[] = [];
  for (const line of resolved) {
    const stock = lineStock(line);
    // a line with nothing left stays as it is, shown unavailable (qty must stay above 0)
    if (stock === null || stock === 0 || line.item.qty <= stock) continue;
    await tx.update(cartItems).set({ qty: stock }).where(eq(cartItems.id, line.item.id));
    notices.push({
      key: "quantityCapped",
      itemId: line.item.id,
      qty: stock,
      ...(line.product ? { name: line.product.name.slice(0, 500) } : {}),
    });
  }
  return notices;
}

/**
 * spec 4 abandoned cart at login: the user's newest active cart, with the visitor's cart of the
 * given credentials merged into it (or adopted when the user has none), in the request's
 * language and with a new protect code (the browser gets the cart anew). 404 when neither.
 */
export async function getAbandonedCart(
  call: CartCall & { user: User },
  body: CartAbandonedRequest,
): Promise<Cart> {
  const siteId = call.site.id;
  let notices: CartNotice[] = [];
  return runCartOperation(call, {
    open: async (tx) => {
      const [own] = await tx
        .select()
        .from(carts)
        .where(
          and(eq(carts.siteId, siteId), eq(carts.userId, call.user.id), eq(carts.status, "active")),
        )
        .orderBy(desc(carts.updatedAt))
        .limit(1)
        .for("update");
      const visitor = await visitorCart(tx, { siteId, userId: call.user.id, body });
      if (!own) {
        if (!visitor) throw cartNotFound();
        return visitor;
      }
      if (visitor && visitor.id !== own.id) notices = await mergeInto(tx, { siteId, own, visitor });
      return own;
    },
    change: async (tx, cart) => {
      await tx.update(carts).set({ languageCode: call.languageCode }).where(eq(carts.id, cart.id));
      return { notices };
    },
    protectCode: (tx, cart) => rotateProtectCode(tx, cart.id),
  });
}
