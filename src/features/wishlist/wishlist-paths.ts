/**
 * Where the wishlist toggle posts (a resource route outside the language layouts, as the logout
 * route): the heart is on every product card, whichever page holds it.
 */
export const wishlistTogglePath = "/wishlist/toggle";

/**
 * The value a heart posts as `toggle`: the product, the state asked for and the page to come
 * back to. All in the button's value, so a heart inside another form (the shop's filters) can
 * post it with formaction alone.
 */
export const toggleValue = (productId: number, wished: boolean, back: string): string =>
  `${productId}:${wished ? "true" : "false"}:${back}`;

export type Toggle = { productId: number; wished: boolean; back: string };

/** The product, asked state and page of a posted `toggle` value, if it is one. */
export function parseToggle(value: unknown): Toggle | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^([1-9][0-9]{0,9}):(true|false):(.*)$/s.exec(value);
  if (!match) return undefined;
  return { productId: Number(match[1]), wished: match[2] === "true", back: match[3] ?? "" };
}
