import { readCookie } from "#common/cookies.ts";
import type { CartSession } from "#generated/types.ts";
import { serializeCookie, type CookieSecurity } from "#src/features/auth/session-cookies.ts";

// The cart session's own cookies (cartId, protectCode) are the cart feature's
// (features/cart/cart-cookies.ts); the checkout keeps its own beside them.
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const code = /^[0-9a-f]{32}$/;

// spec 9: a cookie lives 30 days unless the spec names another lifetime
const defaultMaxAge = 2_592_000;

/** spec 3 guest user: the guestUser cookie holds the guest's e-mail. */
export function guestUserCookie(email: string, security: CookieSecurity): string {
  return serializeCookie("guestUser", email, { maxAge: defaultMaxAge, ...security });
}

export function readGuestEmail(cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, "guestUser") || undefined;
}

/**
 * The consents accepted on the address step travel to the order (order/create logs them with
 * the payment step's) in a cookie, so every step stays a plain form post. Only ids the step asks
 * for are kept.
 */
const consentsCookie = "checkoutConsents";

export function checkoutConsentsCookie(ids: readonly string[], security: CookieSecurity): string {
  return serializeCookie(consentsCookie, ids.join(","), { maxAge: defaultMaxAge, ...security });
}

export function readCheckoutConsents(
  cookieHeader: string | null,
  asked: readonly string[],
): string[] {
  const value = readCookie(cookieHeader, consentsCookie) ?? "";
  return [...new Set(value.split(","))].filter((id) => asked.includes(id));
}

export function clearCheckoutConsentsCookie(security: CookieSecurity): string {
  return serializeCookie(consentsCookie, "", { maxAge: 0, ...security });
}

/**
 * The credentials of the cart an order was just placed with (spec 4 clears the cart session):
 * kept one day in their own cookie, so the success page can read that order's payment data
 * (getPlacedOrder), guest or customer.
 */
const lastOrderCookieName = "lastOrder";
const lastOrderMaxAge = 86_400;

export function lastOrderCookie(session: CartSession, security: CookieSecurity): string {
  return serializeCookie(lastOrderCookieName, `${session.cartId}:${session.protectCode}`, {
    maxAge: lastOrderMaxAge,
    ...security,
  });
}

export function readLastOrder(cookieHeader: string | null): CartSession | undefined {
  const [cartId, protectCode] = (readCookie(cookieHeader, lastOrderCookieName) ?? "").split(":");
  if (!cartId || !protectCode || !uuid.test(cartId) || !code.test(protectCode)) return undefined;
  return { cartId, protectCode };
}
