import type { CurrencySettings } from "#generated/types.ts";
import { type CookieSecurity, serializeCookie } from "#src/features/auth/session-cookies.ts";
import { readCookie } from "#src/features/site/site-options.ts";

/** The cookie that remembers the shopper's currency (spec 3 currency settings). */
export const currencyCookieName = "currency";
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

/**
 * The allowed currency a value names (the cookie, a posted choice), if any: an unknown or
 * malformed value names none and the prices stay in the main currency.
 */
export function allowedCurrency(
  settings: CurrencySettings,
  value: unknown,
): CurrencySettings["allowedCurrencies"][number] | undefined {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return settings.allowedCurrencies.find((currency) => currency.id === id);
}

/**
 * The currency whose converted view the pages show (spec 3): the one the cookie names when the
 * site allows it and it is not the main currency; else none (main-currency prices).
 */
export function chosenCurrency(
  settings: CurrencySettings,
  cookieHeader: string | null,
): CurrencySettings["allowedCurrencies"][number] | undefined {
  const currency = allowedCurrency(settings, readCookie(cookieHeader, currencyCookieName));
  return currency && currency.id !== settings.mainCurrencyId ? currency : undefined;
}
