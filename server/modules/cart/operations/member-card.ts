import { and, eq, isNull } from "drizzle-orm";
import type { Cart, CartMemberCardRequest, User } from "#generated/types.ts";
import { users } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { isValidMemberBarcode } from "../../user/barcode.ts";
import { type CartCall, lockedCart, runCartOperation } from "./cart-change.ts";
import type { DbOrTx } from "./cart-session.ts";

/**
 * spec 4, 7 applyMemberCard (signed-in users): a valid barcode puts the card on the cart, so its
 * lines are priced at membershipPrice; a user without a saved barcode gets this one saved. An
 * empty barcode takes the card off; an invalid one is a 400 and changes nothing.
 */
export async function applyMemberCard(
  call: CartCall & { user: User },
  body: CartMemberCardRequest,
): Promise<Cart> {
  const { user } = call;
  return runCartOperation(call, {
    open: lockedCart(call, body),
    change: async (tx) => {
      if (body.barcode === "") return { set: { memberCardBarcode: null } };
      if (!(await isValidMemberBarcode(tx, { barcode: body.barcode, userId: user.id })))
        throw new AppError(400, "api.membershipCardBarcodeInvalid");
      if (user.memberCardBarcode === null)
        await tx
          .update(users)
          .set({ memberCardBarcode: body.barcode })
          .where(and(eq(users.id, user.id), isNull(users.memberCardBarcode)));
      return { set: { memberCardBarcode: body.barcode } };
    },
  });
}

/**
 * spec 4 change detection: whether the cart's member card still holds (an EAN-13 no other
 * account has, and the cart has a user); a cart without a card has nothing to lose.
 */
export async function isMemberCardValid(
  db: DbOrTx,
  cart: { memberCardBarcode: string | null; userId: number | null },
): Promise<boolean> {
  if (cart.memberCardBarcode === null) return true;
  if (cart.userId === null) return false;
  return isValidMemberBarcode(db, { barcode: cart.memberCardBarcode, userId: cart.userId });
}
