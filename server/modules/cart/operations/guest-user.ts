import type { Cart, CartGuestUserRequest, GuestUser } from "#generated/types.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { type CartCall, lockedCart, runCartOperation } from "./cart-change.ts";

/**
 * spec 7 updateGuestUser: the guest's e-mail, or addresses, details and company (checked by the
 * request schema: letters-only names, the OIB's check digit), and the delivery instructions,
 * kept in the cart (spec 3 guest user). What the call leaves out stays as it was; a guest
 * without an e-mail yet must give one.
 */
export async function updateGuestUser(call: CartCall, body: CartGuestUserRequest): Promise<Cart> {
  return runCartOperation(call, {
    open: lockedCart(call, body),
    change: async (tx, cart) => {
      const { cartId, protectCode, currencyId, instructions, ...given } = body;
      void cartId;
      void protectCode;
      void currencyId;
      const hasGuestPart = Object.keys(given).length > 0;
      const email = given.email ?? cart.guestUser?.email;
      if (hasGuestPart && email === undefined)
        throw new AppError(400, "validation.required", [
          {
            path: "/body/email",
            key: "validation.required",
            message: translate(call.languageCode, "validation.required"),
          },
        ]);
      const guestUser: GuestUser | null =
        hasGuestPart && email !== undefined
          ? { ...cart.guestUser, ...given, email: email.trim() }
          : cart.guestUser;
      return { set: { guestUser, ...(instructions === undefined ? {} : { instructions }) } };
    },
  });
}
