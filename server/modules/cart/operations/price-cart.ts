import { eq } from "drizzle-orm";
import type {
  Cart,
  CartItem,
  CartNotice,
  ConvertedCartTotals,
  ProductFormat,
} from "#generated/types.ts";
import { shopCoupons } from "../../../db/schema-shop.ts";
import type { MessageKey } from "../../../platform/http/app-error.ts";
import type { CurrencyWithRate } from "../../catalog/operations/catalog-data.ts";
import { type ResolvedLine, loadCartLines } from "./cart-data.ts";
import { type LineMoney, cartMoney, optionSurcharge, toCents } from "./cart-math.ts";
import type { CartRow, DbOrTx } from "./cart-session.ts";
import { couponProblem, customerCouponUses, isCouponEligible } from "./coupon-rules.ts";
import { toCartItem } from "./cart-item-view.ts";
import type { ShopData } from "./shop-data.ts";

/** The main currency and, when the shopper chose another allowed one, the converted view's. */
export type CartCurrencies = { main: CurrencyWithRate; converted: CurrencyWithRate | undefined };

// spec 3 VAT: a product or delivery method whose class the site lacks is taxed at the standard
// Croatian rate.
export const defaultRateBasisPoints = 2500;

/** The unit prices of a line (decision 031): finalPrice, or membershipPrice with a card. */
export function unitPrices(
  line: ResolvedLine,
  hasMemberCard: boolean,
): { unitFinal: number; unitCharged: number } {
  const { product, item } = line;
  if (!product) return { unitFinal: 0, unitCharged: 0 };
  const surcharge =
    optionSurcharge(product.customOptions, item.options.personalizations) +
    line.components.reduce(
      (all, each) => all + optionSurcharge(each.chosen?.customOptions ?? [], each.personalizations),
      0,
    );
  const final = toCents(product.finalPrice);
  const member = product.membershipPrice === null ? final : toCents(product.membershipPrice);
  const base = hasMemberCard && member < final ? member : final;
  return { unitFinal: final + surcharge, unitCharged: base + surcharge };
}

/**
 * The cart as the API shows it (spec 3, decision 031): its lines and every amount worked out
 * again from the catalogue's rows (stored prices are never trusted). A coupon whose conditions
 * fail is left out of the prices and named in `notices` (couponRemoved); the operations that
 * change the cart then take it off. Runs inside the caller's transaction (order creation too).
 */
export async function priceCart(db: DbOrTx, input: PriceCartInput): Promise<Cart> {
  return (await priceCartDetailed(db, input)).cart;
}

export type PriceCartInput = {
  cart: CartRow;
  siteId: string;
  languageCode: string;
  currencies: CartCurrencies;
  /** The site's tax classes and methods (loadShopData). */
  shop: ShopData;
  notices?: CartNotice[];
  now?: Date;
  /** The lines as this transaction read them, when the change since left them as they were. */
  lines?: readonly ResolvedLine[];
};

/** priceCart, and why the cart's coupon does not apply (undefined when it does or there is none). */
export async function priceCartDetailed(
  db: DbOrTx,
  input: PriceCartInput,
): Promise<{
  cart: Cart;
  couponProblem: MessageKey | undefined;
  lines: readonly ResolvedLine[];
}> {
  const { cart, siteId } = input;
  // one query after another: inside a transaction there is one connection
  const lines =
    input.lines ??
    (await loadCartLines(db, { cartId: cart.id, siteId, languageCode: input.languageCode }));
  const [coupon] =
    cart.couponId === null
      ? []
      : await db.select().from(shopCoupons).where(eq(shopCoupons.id, cart.couponId));
  const method = input.shop.deliveryMethods.find((each) => each.id === cart.deliveryMethodId);
  const rateOf = (code: string) =>
    input.shop.taxClasses.find((each) => each.code === code)?.rate ?? defaultRateBasisPoints;
  const hasMemberCard = cart.memberCardBarcode !== null;
  const eligibleOf = (line: ResolvedLine) =>
    coupon !== undefined && isCouponEligible(coupon, [line.product, line.parent]);
  const money: LineMoney[] = lines.map((line) => ({
    ...unitPrices(line, hasMemberCard),
    qty: line.item.qty,
    rateBasisPoints: rateOf(line.product?.taxClass ?? ""),
    isCouponEligible: eligibleOf(line),
  }));
  const notices = [...(input.notices ?? [])];
  let applied = coupon;
  let problem: MessageKey | undefined;
  if (coupon) {
    const itemsTotal = money.reduce((all, line) => all + line.unitFinal * line.qty, 0);
    problem = couponProblem(coupon, {
      now: input.now ?? new Date(),
      itemsTotal,
      hasEligibleLine: money.some((line) => line.isCouponEligible),
      customerUses: await customerCouponUses(db, { coupon, cart }),
    });
    if (problem) {
      applied = undefined;
      notices.push({ key: "couponRemoved" });
    }
  }
  const delivery = method
    ? {
        priceCents: method.priceCents,
        freeFromCents: method.freeFromCents,
        rate: rateOf(method.taxClass),
      }
    : null;
  const { totals, tax, taxRates } = cartMoney({
    lines: money,
    coupon: applied ? { kind: applied.kind, amount: applied.amount } : null,
    delivery,
  });
  const { main, converted } = input.currencies;
  const convert = (cents: number) => (converted ? Math.round(cents * converted.rate) : cents);
  const cartItems: CartItem[] = lines.flatMap((line, index) => {
    const lineMoney = money[index];
    return line.product && lineMoney
      ? [
          toCartItem(
            line,
            { ...lineMoney, convert: converted ? convert : undefined },
            input.languageCode,
          ),
        ]
      : [];
  });
  const currencyOf = (currency: CurrencyWithRate) => ({
    id: currency.id,
    label: currency.label,
    symbol: currency.symbol,
  });
  const convertedTotals: ConvertedCartTotals | undefined = converted && {
    currency: currencyOf(converted),
    rate: converted.rate,
    itemsTotal: convert(totals.itemsTotal),
    coupon: convert(totals.coupon),
    loyalty: convert(totals.loyalty),
    delivery: convert(totals.delivery),
    cartTotal: convert(totals.cartTotal),
    orderTotal: convert(totals.orderTotal),
  };
  const priced: Cart = {
    id: cart.id,
    status: cart.status,
    language: cart.languageCode,
    items: cartItems,
    qty: cartItems.reduce((all, item) => all + item.qty, 0),
    digitalOnly: cartItems.length > 0 && lines.every(isDigital),
    coupon: applied ? { code: applied.code, kind: applied.kind, amount: applied.amount } : null,
    couponCode: applied ? applied.code : null,
    memberCardBarcode: cart.memberCardBarcode,
    deliveryMethodId: cart.deliveryMethodId,
    paymentMethodId: cart.paymentMethodId,
    options: { deliveryBranchId: cart.deliveryBranchId },
    instructions: cart.instructions,
    guestUser: cart.guestUser,
    userId: cart.userId,
    prices: {
      ...totals,
      tax,
      taxRates,
      currency: currencyOf(main),
      ...(convertedTotals ? { converted: convertedTotals } : {}),
    },
    notices,
  };
  return { cart: priced, couponProblem: problem, lines };
}

/** An e-product, or a bundle of only e-products: nothing to ship (spec 3 digitalOnly). */
function isDigital(line: ResolvedLine): boolean {
  const format = line.product?.format as ProductFormat | undefined;
  if (format === "Bundle")
    return (
      line.components.length > 0 &&
      line.components.every((each) => each.chosen?.format === "EProduct")
    );
  return format === "EProduct";
}
