import type { Cart, OrderExpectation } from "#generated/types.ts";

/**
 * spec 4 cart change detection: what the shopper saw on the payment step travels with the order
 * as hidden fields (`expectedTotal`, one `expectedItem` per line as `itemId:qty:finalPrice`), so
 * the server can refuse the order (409 cartChanged) when the cart is no longer that cart. Amounts
 * are the main currency's minor units, as the server compares them.
 */
export function expectedFields(cart: Pick<Cart, "items" | "prices">): {
  total: string;
  items: string[];
} {
  return {
    total: String(cart.prices.cartTotal),
    items: cart.items.map((item) => `${item.itemId}:${item.qty}:${item.prices.finalPrice}`),
  };
}

const whole = /^(0|[1-9][0-9]{0,11})$/;

/** The expectation of a posted payment form; undefined when its fields are missing or malformed. */
export function readExpected(form: FormData): OrderExpectation | undefined {
  const total = form.get("expectedTotal");
  if (typeof total !== "string" || !whole.test(total)) return undefined;
  const items: OrderExpectation["items"] = [];
  for (const value of form.getAll("expectedItem")) {
    if (typeof value !== "string") return undefined;
    const parts = value.split(":");
    if (parts.length !== 3 || !parts.every((part) => whole.test(part))) return undefined;
    const [itemId, qty, finalPrice] = parts.map(Number) as [number, number, number];
    if (itemId < 1 || qty < 1) return undefined;
    items.push({ itemId, qty, finalPrice });
  }
  if (items.length === 0 || items.length > 200) return undefined;
  return { cartTotal: Number(total), items };
}
