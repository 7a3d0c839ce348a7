import type { Cart, CartItem } from "#generated/types.ts";
import { formatMoney } from "#common/money.ts";

/**
 * How a cart's amounts are shown (spec 3, 9): in the shopper's currency when the cart carries
 * its converted view, else the main currency; integer cents written with two decimals and the
 * currency's symbol. VAT has no converted view: it is converted at the view's rate, rounded once.
 */
export function cartMoney(cart: Pick<Cart, "prices">, code2: string) {
  const view = cart.prices.converted;
  const currency = view?.currency ?? cart.prices.currency;
  const format = (cents: number) =>
    formatMoney(cents / 100, {
      language: code2,
      currency: currency.label,
      symbol: currency.symbol,
    });
  return {
    format,
    totals: view ?? cart.prices,
    unit: (item: CartItem) => item.prices.converted?.finalPrice ?? item.prices.finalPrice,
    row: (item: CartItem) => item.prices.converted?.row ?? item.prices.row,
    tax: (cents: number) => (view ? Math.round(cents * view.rate) : cents),
  };
}

export type CartMoney = ReturnType<typeof cartMoney>;
