import type { AuthTokens } from "#generated/types.ts";
import { readCookie } from "#common/cookies.ts";

// spec 4, 9: the access token lives one hour, the refresh token 30 days (as the API's tokens).
export const accessTokenMaxAge = 60 * 60;
export const refreshTokenMaxAge = 30 * 24 * 60 * 60;

export type CookieSecurity = { isSecure: boolean };

/** Secure only when the request itself came over https (a plain-http dev server keeps working). */
export function cookieSecurity(request: Request): CookieSecurity {
  return { isSecure: new URL(request.url).protocol === "https:" };
}

/** One Set-Cookie value: HttpOnly, SameSite=Lax, Path=/ and Secure on https. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAge, isSecure }: { maxAge: number } & CookieSecurity,
): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "HttpOnly",
    "SameSite=Lax",
  ];
  if (isSecure) parts.push("Secure");
  return parts.join("; ");
}

/** The two session cookies set after a login (decision 005: tokens never reach JavaScript). */
export function sessionCookies(tokens: AuthTokens, security: CookieSecurity): string[] {
  return [
    serializeCookie("accessToken", tokens.accessToken, { maxAge: accessTokenMaxAge, ...security }),
    serializeCookie("refreshToken", tokens.refreshToken, {
      maxAge: refreshTokenMaxAge,
      ...security,
    }),
  ];
}

/** Set-Cookie values that delete both session cookies (logout). */
export function clearSessionCookies(security: CookieSecurity): string[] {
  return ["accessToken", "refreshToken"].map((name) =>
    serializeCookie(name, "", { maxAge: 0, ...security }),
  );
}

/** The tokens of the request's session cookies; empty values count as missing. */
export function readSessionTokens(cookieHeader: string | null): Partial<AuthTokens> {
  const accessToken = readCookie(cookieHeader, "accessToken") || undefined;
  const refreshToken = readCookie(cookieHeader, "refreshToken") || undefined;
  return { ...(accessToken && { accessToken }), ...(refreshToken && { refreshToken }) };
}

/**
 * A one-shot message for the next page (spec 4 login toast, spec 2 logout toast): set with the
 * redirect, shown as a toast by the page it leads to, deleted by that page's response.
 */
export const flashCookieName = "flash";
export const flashKinds = [
  "loginSuccess",
  "logoutSuccess",
  // accounts (spec 4, 8 toasts; issue 9)
  "registered",
  "emailConfirmed",
  "passwordReset",
  "profileSaved",
  "passwordChanged",
  "addressSaved",
  "addressDeleted",
  "cardSaved",
  "accountDeleted",
  // the wishlist (spec 8 success toasts)
  "addedToWishlist",
  "removedFromWishlist",
  // the cart (spec 4, 8: addedToCart, configurationNotSet, an archived cart's alert)
  "addedToCart",
  "configurationNotSet",
  "cartArchived",
] as const;
export type FlashKind = (typeof flashKinds)[number];
const flashMaxAge = 60;

export function flashCookie(kind: FlashKind, security: CookieSecurity): string {
  return serializeCookie(flashCookieName, kind, { maxAge: flashMaxAge, ...security });
}

export function clearFlashCookie(security: CookieSecurity): string {
  return serializeCookie(flashCookieName, "", { maxAge: 0, ...security });
}

export function readFlash(cookieHeader: string | null): FlashKind | undefined {
  const value = readCookie(cookieHeader, flashCookieName);
  return flashKinds.find((kind) => kind === value);
}
