import type { Currency, ProductPrices } from "#generated/types.ts";

type PricesOf = {
  finalPrice?: number;
  retailPrice?: number;
  membershipPrice?: number | null;
  currency?: Currency;
  convertedPrices?: ProductPrices | null;
};

export type ShownPrices = {
  finalPrice: number;
  retailPrice: number;
  membershipPrice: number | null;
  /** Undefined: the site's main currency as the API named none (EUR). */
  currency: Currency | undefined;
};

/**
 * The prices a shopper sees (spec 3 currency settings): the converted view of the currency they
 * chose when the API sent one, else the main-currency prices, which stay the source of truth.
 */
export function shownPrices(item: PricesOf): ShownPrices {
  const converted = item.convertedPrices;
  if (converted) {
    return {
      finalPrice: converted.finalPrice,
      retailPrice: converted.retailPrice,
      membershipPrice: converted.membershipPrice,
      currency: converted.currency,
    };
  }
  return {
    finalPrice: item.finalPrice ?? 0,
    retailPrice: item.retailPrice ?? 0,
    membershipPrice: item.membershipPrice ?? null,
    currency: item.currency,
  };
}
