import { eq } from "drizzle-orm";
import type { Cart, CartNotice, User } from "#generated/types.ts";
import { carts } from "../../../db/schema-shop.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { convertedCurrency } from "../../catalog/operations/filter-products.ts";
import { type CartRow, type Tx, openCart } from "./cart-session.ts";
import { priceCartDetailed } from "./price-cart.ts";
import { loadShopData } from "./shop-data.ts";

/** Who calls a cart operation, for which site, in which language and currency. */
export type CartCall = {
  services: Services;
  site: { id: string; mainCurrencyId: number };
  /** The request's language (context.language.code). */
  languageCode: string;
  /** The signed-in user of the call's access token, if any. */
  user: User | undefined;
  currencyId: number | undefined;
};

export type CartCredentials = { cartId: string; protectCode: string };

/**
 * What a change tells the common part: notices for the shopper, a line to check against stock,
 * and the cart row's new values (`set`: written with the updated_at bump, in one statement).
 */
export type ChangeResult =
  | {
      notices?: CartNotice[];
      stockCheckItemId?: number | undefined;
      isUnchanged?: boolean;
      /** The cart was made by this operation: its row is current as made (no bump, no read). */
      isNewCart?: boolean;
      set?: Partial<Omit<typeof carts.$inferInsert, "id" | "siteId">>;
    }
  | undefined;

/** The cart row locked for the change (forUpdate), by its credentials. */
export const lockedCart =
  (call: CartCall, credentials: CartCredentials) =>
  (tx: Tx): Promise<CartRow> =>
    openCart(tx, { siteId: call.site.id, ...credentials, forUpdate: true });

/**
 * One cart operation (decision 031): in one transaction with the cart row locked, so changes of
 * one cart serialize. A signed-in caller takes a cart that has no user. After the change the cart
 * is priced again; a coupon whose conditions now fail comes off (spec 4, notice couponRemoved);
 * a line above its stock undoes everything (409 naming what is left). A change bumps updated_at.
 */
export async function runCartOperation(
  call: CartCall,
  input: {
    open: (tx: Tx) => Promise<CartRow>;
    change?: (tx: Tx, cart: CartRow) => Promise<ChangeResult | void>;
    /** Answered once, by the call that made the cart or gave it a new code. */
    protectCode?: string | ((tx: Tx, cart: CartRow) => Promise<string | undefined>);
  },
): Promise<Cart> {
  const [currencies, shop] = await Promise.all([
    convertedCurrency(
      call.services,
      { site: call.site, languageCode: call.languageCode },
      call.currencyId,
    ),
    loadShopData(call.services, call.site.id),
  ]);
  return call.services.db.transaction(async (tx) => {
    const opened = await input.open(tx);
    const isAttached = call.user !== undefined && opened.userId === null;
    const result = input.change ? await input.change(tx, opened) : undefined;
    const protectCode =
      typeof input.protectCode === "function"
        ? await input.protectCode(tx, opened)
        : input.protectCode;
    const isChanged = input.change !== undefined && result?.isUnchanged !== true;
    // the row as the change left it: its new values, its user when it takes one, and updated_at
    // bumped, in one statement
    const [cart] =
      result?.isNewCart && !isAttached
        ? [opened]
        : isChanged || isAttached
          ? await tx
              .update(carts)
              .set({
                ...result?.set,
                ...(isAttached ? { userId: call.user?.id } : {}),
                updatedAt: new Date(),
              })
              .where(eq(carts.id, opened.id))
              .returning()
          : await tx.select().from(carts).where(eq(carts.id, opened.id));
    if (!cart) throw new Error(`cart ${opened.id} vanished inside its transaction`);
    const { cart: priced, couponProblem } = await priceCartDetailed(tx, {
      cart,
      siteId: call.site.id,
      languageCode: cart.languageCode,
      currencies,
      shop,
      notices: result?.notices ?? [],
    });
    const checked = priced.items.find((item) => item.itemId === result?.stockCheckItemId);
    if (checked && checked.stock !== null && checked.qty > checked.stock) {
      // the message names what is left (ErrorResponse has room for nothing beside error)
      const error = new AppError(409, "api.outOfStock");
      error.vars = { qty: checked.stock };
      throw error;
    }
    const isCouponDropped = couponProblem !== undefined && cart.couponId !== null;
    if (isCouponDropped)
      await tx
        .update(carts)
        .set({ updatedAt: new Date(), couponId: null })
        .where(eq(carts.id, cart.id));
    return protectCode ? { ...priced, protectCode } : priced;
  });
}
