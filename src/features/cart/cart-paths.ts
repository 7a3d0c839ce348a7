import { screenPath } from "#common/route-paths.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";

/** The cart page in a language (spec 2: /kosarica, /en/cart, /de/einkaufswagen). */
export const cartPath = (language: LanguageCode): string =>
  screenPath("cart", languages[language].code2);

/** The checkout page in a language (spec 2: /naplata, /en/checkout, /de/kasse). */
export const checkoutPath = (language: LanguageCode): string =>
  screenPath("checkout", languages[language].code2);

/**
 * The value a product card's 'Košara' button posts as `cartAdd`: the product and the page to
 * come back to, both in the button's value, so a button inside another form (the shop's
 * filters) can post it with formaction alone (as the wishlist heart).
 */
export const cardAddValue = (productId: number, back: string): string => `${productId}:${back}`;

/** The product and page of a posted `cartAdd` value, if it is one. */
export function parseCardAdd(value: unknown): { productId: number; back: string } | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^([1-9][0-9]{0,9}):(.*)$/s.exec(value);
  if (!match) return undefined;
  return { productId: Number(match[1]), back: match[2] ?? "" };
}
