import type { Cart, CartSession } from "#generated/types.ts";
import { ApiError } from "#src/lib/api-error.ts";
import {
  apiRefusal,
  done,
  refused,
  type CartRequest,
  type IntentOutcome,
} from "./cart-outcome.server.ts";
import type { CartIntent } from "./cart-result.ts";
import { fill } from "./cart-texts.ts";
import { memberCardIntent } from "./member-card.server.ts";
import { parseQuantity } from "./quantity.ts";
import { dataOf } from "#src/lib/api-client.ts";

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

const positiveId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/**
 * The cart page's own forms (spec 2 cart view, spec 4): a line's quantity (spec 5: a whole
 * number above 0, else invalidQuantity and nothing sent) or removal, the coupon, the member
 * card, the instructions. Each needs a cart session (spec 4: 'Cart session not initialised!').
 */
export async function lineIntent(request: CartRequest, intent: CartIntent): Promise<IntentOutcome> {
  const { form, site, texts } = request;
  const credentials = site.cart.credentials();
  if (!credentials)
    return refused(intent, texts.core.notifications.itemNotInCart, { kind: "info", status: 409 });
  const headers = await site.cart.headers();
  // the credentials and the shopper's currency (the answer's converted view)
  const call = async (operation: (session: CartSession) => Promise<Cart>) => {
    const cart = await operation({ ...credentials, ...site.cart.currency });
    site.cart.replace(cart);
    return cart;
  };

  if (intent === "update" || intent === "delete") {
    const itemId = positiveId(form.get("itemId"));
    if (itemId === undefined)
      return refused(intent, texts.core.notifications.itemNotInCart, { kind: "info", status: 404 });
    if (intent === "delete") {
      try {
        const cart = await call((session) =>
          dataOf(
            site.api.DELETE("/api/v2/cart/deleteItem", { body: { ...session, itemId }, headers }),
          ),
        );
        return done(intent, cart, {
          message: texts.core.notifications.itemRemovedFromCart,
          texts,
          itemId,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // spec 8: a removal that fails says error.removeFromCartFailed
        return apiRefusal(request, intent, error, texts.toasts.error.removeFromCartFailed);
      }
    }
    const qty = parseQuantity(form.get("qty"));
    if (qty === undefined)
      return refused(intent, texts.toasts.error.invalidQuantity, {
        itemId,
        value: text(form, "qty"),
      });
    const cart = await call((session) =>
      dataOf(
        site.api.PATCH("/api/v2/cart/updateItem", { body: { ...session, itemId, qty }, headers }),
      ),
    );
    return done(intent, cart, { message: texts.cart.updated, texts, itemId });
  }

  if (intent === "applyCoupon") {
    const code = text(form, "code");
    // spec 5: the coupon code is required
    if (!code) return refused(intent, texts.validation.required, { value: code });
    try {
      const cart = await call((session) =>
        dataOf(site.api.POST("/api/v2/cart/applyCoupon", { body: { ...session, code }, headers })),
      );
      return done(intent, cart, { message: fill(texts.cart.coupon.applied, { code }), texts });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // spec 4: a coupon not accepted raises coupon-error ('Coupon not found!' translated)
      const outcome = apiRefusal(request, intent, error);
      if ("data" in outcome) outcome.data.value = code;
      return outcome;
    }
  }

  if (intent === "removeCoupon") {
    const cart = await call((session) =>
      dataOf(site.api.POST("/api/v2/cart/removeCoupon", { body: session, headers })),
    );
    return done(intent, cart, { message: texts.cart.coupon.removed, texts });
  }

  if (intent === "memberCard") return memberCardIntent(request, credentials);

  const instructions = text(form, "instructions").slice(0, 2000);
  const cart = await call((session) =>
    dataOf(
      site.api.POST("/api/v2/cart/updateGuestUser", {
        body: { ...session, instructions },
        headers,
      }),
    ),
  );
  return done(intent, cart, { message: texts.cart.instructions.saved, texts });
}
