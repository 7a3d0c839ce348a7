import { type CookieSecurity, serializeCookie } from "#src/features/auth/session-cookies.ts";
import { currencyCookieName } from "#common/shopper-currency.ts";

// spec 9: cookies last 30 days (2592000 s) unless the spec names another lifetime
export const currencyCookieMaxAge = 2_592_000;

/** Remembers a currency; the main one is the default, so choosing it forgets the choice. */
export function currencyCookie(
  { id, isMain }: { id: number; isMain: boolean },
  security: CookieSecurity,
): string {
  return serializeCookie(currencyCookieName, isMain ? "" : String(id), {
    maxAge: isMain ? 0 : currencyCookieMaxAge,
    ...security,
  });
}
