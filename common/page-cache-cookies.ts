/**
 * Which cookies the anonymous page cache (server/page-cache.ts) must know about. The site owns
 * the cookies (src/features/…); a test there checks its names against these lists.
 */

/** Cookies whose value changes a page's HTML or its Set-Cookie: part of the cache key. */
export const pageVaryCookies = ["cookieNotice", "locale", "currency"] as const;

/**
 * Cookies of a visitor with a session, a cart (its count and modal are in the page, spec 4) or
 * a one-shot message (the login toast): such a page is personal, never served from the cache
 * nor stored in it.
 */
export const personalCookies = [
  "accessToken",
  "refreshToken",
  "flash",
  "cartId",
  "protectCode",
] as const;
