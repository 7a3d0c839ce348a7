import type { CurrencySettings } from "#generated/types.ts";
import { readCookie } from "./cookies.ts";

/** The cookie that remembers the shopper's currency (spec 3 currency settings). */
export const currencyCookieName = "currency";

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
 * The currency whose converted view the pages show (spec 3, docs/decisions/028): the one the
 * cookie names when the site allows it and it is not the main currency; else none (main-currency
 * prices). The site's loaders and the page cache's key both ask this function.
 */
export function chosenCurrency(
  settings: CurrencySettings,
  cookieHeader: string | null | undefined,
): CurrencySettings["allowedCurrencies"][number] | undefined {
  const currency = allowedCurrency(settings, readCookie(cookieHeader, currencyCookieName));
  return currency && currency.id !== settings.mainCurrencyId ? currency : undefined;
}
