import { formatMoney } from "#common/money.ts";
import type { CartPrices, Currency } from "#generated/types.ts";

/** An amount in minor units (cents, as the cart and orders keep money) as the language writes it. */
export function formatCents(
  cents: number,
  { currency, code2 }: { currency: Currency | undefined; code2: string },
): string {
  return formatMoney(cents / 100, {
    language: code2,
    currency: currency?.label,
    symbol: currency?.symbol,
  });
}

/**
 * The totals a shopper sees (spec 3): the converted view of the currency they chose when the
 * cart has one, else the main currency's, which stays what is charged.
 */
export function shownTotals(prices: CartPrices) {
  const view = prices.converted ?? prices;
  return {
    itemsTotal: view.itemsTotal,
    coupon: view.coupon,
    loyalty: view.loyalty,
    delivery: view.delivery,
    orderTotal: view.orderTotal,
    currency: prices.converted?.currency ?? prices.currency,
    isConverted: prices.converted !== undefined,
  };
}
