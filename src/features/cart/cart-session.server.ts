import type { Cart, CartSession } from "#generated/types.ts";
import type { Session } from "#src/features/auth/session.server.ts";
import type { CookieSecurity } from "#src/features/auth/session-cookies.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import { cartSessionCookies, clearCartCookies, readCartSession } from "./cart-cookies.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** spec 4, 8: the errors after which a cart is gone for good (its order was placed). */
const endedKeys = new Set(["api.cartArchived", "api.sessionUsed"]);

/** Whether an API error ends the cart session (spec 4: a cart fetch failing with 400, 404, 409). */
export const endsCartSession = (error: ApiError): boolean =>
  error.status === 400 || error.status === 404 || error.status === 409;

/** Whether an API error says the cart was archived or its session used (spec 4 alert, home). */
export const isEndedCart = (error: ApiError): boolean => endedKeys.has(error.key ?? "");

/**
 * The shopper's cart during one request: its credentials (the cookies, or what an action made
 * or replaced), the cart read once however many loaders ask, and the Set-Cookie values the
 * response must carry (the site middleware appends them, after the action and the loaders).
 */
export type CartState = {
  /** The cart, or null without a session or when the API refused it (then the cookies go). */
  get: () => Promise<Cart | null>;
  /** True once the API said the cart is archived or its session used (spec 4, 8). */
  isEnded: () => boolean;
  credentials: () => CartSession | undefined;
  /** The shopper's currency for the answers' converted view (spec 3), when not the main one. */
  currency: { currencyId?: number };
  /** The cart an operation answered; with a protectCode it is a new session to keep. */
  replace: (cart: Cart) => void;
  /** Ends the session: the cookies are deleted (spec 4). */
  forget: (options?: { isEnded?: boolean }) => void;
  /** A cart session the API made (another payment method's new cart): kept in the cookies. */
  adopt: (session: CartSession) => void;
  /** The accessToken header of a signed-in shopper, so the API ties the cart to the account. */
  headers: () => Promise<{ accesstoken?: string }>;
  cookies: () => string[];
};

export function createCartState(input: {
  api: ApiClient;
  cookieHeader: string | null;
  security: CookieSecurity;
  language: LanguageCode;
  currencyId: number | undefined;
  session: () => Promise<Session>;
}): CartState {
  const currency = input.currencyId === undefined ? {} : { currencyId: input.currencyId };
  const initial = readCartSession(input.cookieHeader);
  let credentials = initial;
  let changed: "kept" | "set" | "cleared" = "kept";
  let isEnded = false;
  let cart: Promise<Cart | null> | undefined;

  const forget: CartState["forget"] = (options = {}) => {
    credentials = undefined;
    changed = "cleared";
    cart = Promise.resolve(null);
    if (options.isEnded) isEnded = true;
  };
  const headers = async () => {
    const session = await input.session();
    return session ? { accesstoken: session.accessToken } : {};
  };

  async function read(): Promise<Cart | null> {
    if (!credentials) return null;
    try {
      const found = await dataOf(
        input.api.POST("/api/v2/cart/getCart", { body: credentials, headers: await headers() }),
      );
      // spec 4: a language switch clears the cart session (the cart keeps its language)
      if (found.status === "archived" || found.language !== input.language) {
        forget({ isEnded: found.status === "archived" });
        return null;
      }
      return found;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (endsCartSession(error)) forget({ isEnded: isEndedCart(error) });
      return null;
    }
  }

  return {
    get: () => (cart ??= read()),
    isEnded: () => isEnded,
    credentials: () => credentials,
    currency,
    replace(next) {
      if (next.protectCode) {
        credentials = { cartId: next.id, protectCode: next.protectCode };
        changed = "set";
      }
      // the answer never carries the secret again to the page
      const { protectCode: _secret, ...shown } = next;
      cart = Promise.resolve(shown);
    },
    forget,
    adopt(session) {
      credentials = session;
      changed = "set";
      isEnded = false;
      cart = undefined;
    },
    headers,
    cookies() {
      if (changed === "set" && credentials) return cartSessionCookies(credentials, input.security);
      if (changed === "cleared" && initial) return clearCartCookies(input.security);
      return [];
    },
  };
}
