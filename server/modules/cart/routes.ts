import type { FastifyInstance } from "fastify";
import type { OperationId } from "#common/operations.ts";
import { currentUser, requireUser } from "../../platform/http/authenticate.ts";
import { type OperationInput, registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { getAbandonedCart } from "./operations/abandoned-cart.ts";
import type { CartCall } from "./operations/cart-change.ts";
import { applyCoupon, removeCoupon } from "./operations/cart-coupon.ts";
import { addCartItem, clearCart, deleteCartItem, updateCartItem } from "./operations/cart-items.ts";
import { getCart, getNewCartSession, validateCart } from "./operations/cart-read.ts";
import { updateGuestUser } from "./operations/guest-user.ts";
import { applyMemberCard } from "./operations/member-card.ts";

/** The call of a cart operation: site, request language, signed-in user, chosen currency. */
async function cartCall<K extends OperationId>(
  services: Services,
  input: OperationInput<K>,
  currencyId: number | undefined,
): Promise<CartCall> {
  return {
    services,
    site: input.context.site,
    languageCode: input.context.language.code,
    user: await currentUser(services, input),
    currencyId,
  };
}

/**
 * Cart v2 (spec 7; decision 031): a cart is opened by its id and protect code; a signed-in
 * caller takes a cart that has no user. Member cards and the abandoned cart need a signed-in user.
 */
export function cartRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "getNewCartSession", async (input) =>
    getNewCartSession(await cartCall(services, input, undefined)),
  );
  registerOperation(app, services, "getCart", async (input) =>
    getCart(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "validateCart", async (input) =>
    validateCart(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "getAbandonedCart", async (input) => {
    const user = await requireUser(services, input);
    const call = await cartCall(services, input, input.body.currencyId);
    return getAbandonedCart({ ...call, user }, input.body);
  });
  registerOperation(app, services, "clearCart", async (input) =>
    clearCart(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "applyCoupon", async (input) =>
    applyCoupon(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "removeCoupon", async (input) =>
    removeCoupon(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "applyMemberCard", async (input) => {
    const user = await requireUser(services, input);
    const call = await cartCall(services, input, input.body.currencyId);
    return applyMemberCard({ ...call, user }, input.body);
  });
  registerOperation(app, services, "updateGuestUser", async (input) =>
    updateGuestUser(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "addCartItem", async (input) =>
    addCartItem(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "updateCartItem", async (input) =>
    updateCartItem(await cartCall(services, input, input.body.currencyId), input.body),
  );
  registerOperation(app, services, "deleteCartItem", async (input) =>
    deleteCartItem(await cartCall(services, input, input.body.currencyId), input.body),
  );
}
