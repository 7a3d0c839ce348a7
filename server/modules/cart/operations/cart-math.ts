import type { CartTotals, CustomOption, Personalizations, TaxRateLine } from "#generated/types.ts";

// The cart's money rules (decision 031), pure: integer cents of the main currency, prices with
// VAT included. price-cart.ts feeds them the catalogue's rows.

/** A numeric(12,2) price as cents. */
export const toCents = (price: number): number => Math.round(price * 100);

/** The VAT a gross amount (VAT included) holds at a rate in basis points. */
export const taxIn = (gross: number, rateBasisPoints: number): number =>
  Math.round((gross * rateBasisPoints) / (10000 + rateBasisPoints));

/**
 * Splits `total` over `weights` in proportion, by largest remainder: the parts are whole and add
 * up to `total` exactly (ties go to the earlier weight). All-zero weights get nothing.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  // BigInt: total × weight can pass 2^53 for large carts
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const big = BigInt(sum);
  const parts = exact.map((value) => Number(value / big));
  let left = total - parts.reduce((all, part) => all + part, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value % big }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The surcharge of a product's custom options for what the shopper typed (spec 3
 * personalizations, keyed by the option value's sku): the value's price, times the typed number
 * for a number option (e.g. extra bottles).
 */
export function optionSurcharge(
  customOptions: readonly CustomOption[],
  personalizations: Personalizations | undefined,
): number {
  if (!personalizations) return 0;
  let cents = 0;
  for (const option of customOptions)
    for (const value of option.custom_option_values) {
      const typed = personalizations[value.sku];
      if (typed === undefined) continue;
      const times = option.option_type === "number" ? Number.parseInt(typed, 10) || 0 : 1;
      cents += toCents(value.price) * times;
    }
  return cents;
}

export type CouponTerms = { kind: "percent" | "fixed"; amount: number };

/** The coupon's discount of the eligible rows: percent rounded, fixed at most the rows. */
export function couponDiscount(terms: CouponTerms, eligibleRows: number): number {
  if (eligibleRows <= 0) return 0;
  return terms.kind === "percent"
    ? Math.round((eligibleRows * terms.amount) / 100)
    : Math.min(terms.amount, eligibleRows);
}

export type LineMoney = {
  /** Unit price at finalPrice with surcharges. */
  unitFinal: number;
  /** Unit price charged: membership price with surcharges when lower, else unitFinal. */
  unitCharged: number;
  qty: number;
  rateBasisPoints: number;
  isCouponEligible: boolean;
};

export type DeliveryMoney = { priceCents: number; freeFromCents: number | null; rate: number };

export type CartMoney = {
  totals: CartTotals;
  tax: CartTotals;
  taxRates: TaxRateLine[];
  /** Per line: the coupon's part of it (decision 031: spread over the eligible rows). */
  couponParts: number[];
};

type RateSums = { rows: number; loyalty: number; coupon: number; net: number; delivery: number };

/**
 * A cart's amounts and their VAT (decision 031): itemsTotal at finalPrice, loyalty the membership
 * savings, the coupon spread over the eligible rows, VAT per rate of the discounted rows (and of
 * delivery at its own rate); delivery free from its threshold of the cart total.
 */
export function cartMoney(input: {
  lines: readonly LineMoney[];
  coupon: CouponTerms | null;
  delivery: DeliveryMoney | null;
}): CartMoney {
  const rows = input.lines.map((line) => line.unitFinal * line.qty);
  const charged = input.lines.map((line) => line.unitCharged * line.qty);
  const eligible = charged.map((row, index) => (input.lines[index]?.isCouponEligible ? row : 0));
  const eligibleTotal = eligible.reduce((all, row) => all + row, 0);
  const coupon = input.coupon ? couponDiscount(input.coupon, eligibleTotal) : 0;
  const couponParts = allocate(coupon, eligible);
  const itemsTotal = rows.reduce((all, row) => all + row, 0);
  const loyalty = itemsTotal - charged.reduce((all, row) => all + row, 0);
  const cartTotal = itemsTotal - coupon - loyalty;
  const { delivery: method } = input;
  const delivery =
    method && !(method.freeFromCents !== null && cartTotal >= method.freeFromCents)
      ? method.priceCents
      : 0;

  const byRate = new Map<number, RateSums>();
  const sumsOf = (rate: number): RateSums => {
    const known = byRate.get(rate);
    if (known) return known;
    const fresh = { rows: 0, loyalty: 0, coupon: 0, net: 0, delivery: 0 };
    byRate.set(rate, fresh);
    return fresh;
  };
  input.lines.forEach((line, index) => {
    const sums = sumsOf(line.rateBasisPoints);
    const part = couponParts[index] ?? 0;
    sums.rows += rows[index] ?? 0;
    sums.loyalty += (rows[index] ?? 0) - (charged[index] ?? 0);
    sums.coupon += part;
    sums.net += (charged[index] ?? 0) - part;
  });
  if (method && delivery > 0) sumsOf(method.rate).delivery += delivery;

  const rates = [...byRate.entries()].sort(([a], [b]) => b - a);
  const taxOf = (pick: (sums: RateSums) => number) =>
    rates.reduce((all, [rate, sums]) => all + taxIn(pick(sums), rate), 0);
  const taxRates = rates.map(([rate, sums]) => ({
    rateBasisPoints: rate,
    gross: sums.net + sums.delivery,
    tax: taxIn(sums.net + sums.delivery, rate),
  }));
  const totals = {
    itemsTotal,
    coupon,
    loyalty,
    delivery,
    cartTotal,
    orderTotal: cartTotal + delivery,
  };
  const tax = {
    itemsTotal: taxOf((sums) => sums.rows),
    coupon: taxOf((sums) => sums.coupon),
    loyalty: taxOf((sums) => sums.loyalty),
    delivery: taxOf((sums) => sums.delivery),
    cartTotal: taxOf((sums) => sums.net),
    orderTotal: taxRates.reduce((all, line) => all + line.tax, 0),
  };
  return { totals, tax, taxRates, couponParts };
}
