import { eq } from "drizzle-orm";
import type { Cart, CartSession, CartValidation } from "#generated/types.ts";
import { carts } from "../../../db/schema-shop.ts";
import {
  type CartCall,
  type CartCredentials,
  lockedCart,
  runCartOperation,
} from "./cart-change.ts";
import { createCart } from "./cart-session.ts";
import { isMemberCardValid } from "./member-card.ts";

/** spec 7 getCart: the cart with its lines and prices as the server works them out now. */
export function getCart(call: CartCall, body: CartCredentials): Promise<Cart> {
  return runCartOperation(call, { open: lockedCart(call, body) });
}

/**
 * spec 7 validateCart (spec 4 change detection before an order): the cart as it is now and
 * whether its member card still holds; a card that no longer does comes off the cart, so the
 * answer's prices are those the order would take.
 */
export async function validateCart(call: CartCall, body: CartCredentials): Promise<CartValidation> {
  let validateMemberCard = true;
  const cart = await runCartOperation(call, {
    open: lockedCart(call, body),
    change: async (tx, row) => {
      validateMemberCard = await isMemberCardValid(tx, row);
      if (validateMemberCard) return { isUnchanged: true };
      await tx.update(carts).set({ memberCardBarcode: null }).where(eq(carts.id, row.id));
      return undefined;
    },
  });
  return { validateMemberCard, items: cart.items, cart };
}

/** spec 7 getNewCartSession: an empty cart for API clients (the site makes one on its first add). */
export async function getNewCartSession(call: CartCall): Promise<CartSession> {
  const { cart, protectCode } = await createCart(call.services.db, {
    siteId: call.site.id,
    languageCode: call.languageCode,
    userId: call.user?.id ?? null,
  });
  return { cartId: cart.id, protectCode };
}
