/** spec 5: the most a cart line holds (the API's limit, cart-add-item.schema.json). */
export const maxQuantity = 9999;

/**
 * spec 5: a quantity must parse to a whole number above 0 (at most the cart's limit), else it
 * is invalid (error.invalidQuantity) and nothing is sent. "2", " 3 " and "4.0" pass; "", "0",
 * "-1", "1.5", "1e3" and "abc" do not.
 */
export function parseQuantity(value: unknown): number | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  const text = String(value).trim();
  if (!/^[0-9]+(\.0+)?$/.test(text)) return undefined;
  const quantity = Number(text);
  return Number.isSafeInteger(quantity) && quantity > 0 && quantity <= maxQuantity
    ? quantity
    : undefined;
}
