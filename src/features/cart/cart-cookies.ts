import type { CartSession } from "#generated/types.ts";
import { readCookie } from "#common/cookies.ts";
import { serializeCookie, type CookieSecurity } from "#src/features/auth/session-cookies.ts";

/** spec 3, 9: the cart session lives in two cookies of one year (31536000 s). */
export const cartIdCookieName = "cartId";
export const protectCodeCookieName = "protectCode";
export const cartCookieMaxAge = 31_536_000;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const code = /^[0-9a-f]{32}$/;

/**
 * The cart session of a request: both cookies, well formed (the API would refuse anything else
 * with a 400, so a mangled cookie counts as no cart at all).
 */
export function readCartSession(cookieHeader: string | null): CartSession | undefined {
  const cartId = readCookie(cookieHeader, cartIdCookieName);
  const protectCode = readCookie(cookieHeader, protectCodeCookieName);
  if (!cartId || !protectCode || !uuid.test(cartId) || !code.test(protectCode)) return undefined;
  return { cartId, protectCode };
}

/** Set-Cookie values of a cart session (HttpOnly, SameSite=Lax, Secure on https). */
export function cartSessionCookies(session: CartSession, security: CookieSecurity): string[] {
  return [
    serializeCookie(cartIdCookieName, session.cartId, { maxAge: cartCookieMaxAge, ...security }),
    serializeCookie(protectCodeCookieName, session.protectCode, {
      maxAge: cartCookieMaxAge,
      ...security,
    }),
  ];
}

/** Set-Cookie values that end the cart session (spec 4: logout, a refused or archived cart). */
export function clearCartCookies(security: CookieSecurity): string[] {
  return [cartIdCookieName, protectCodeCookieName].map((name) =>
    serializeCookie(name, "", { maxAge: 0, ...security }),
  );
}
