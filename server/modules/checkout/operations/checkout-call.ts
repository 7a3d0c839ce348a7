import type { Cart, User } from "#generated/types.ts";
import { unauthorized } from "../../../platform/http/authenticate.ts";
import type { Site } from "../../../platform/http/request-context.ts";
import type { Services } from "../../../platform/services.ts";
import type { CartRow, DbOrTx } from "../../cart/operations/cart-session.ts";
import type { ResolvedLine } from "../../cart/operations/cart-data.ts";
import { type CartCurrencies, priceCartDetailed } from "../../cart/operations/price-cart.ts";
import { loadShopData, type ShopData } from "../../cart/operations/shop-data.ts";
import { convertedCurrency } from "../../catalog/operations/filter-products.ts";

/** Who asks and where: the site, the request language and the signed-in user, if any. */
export type CheckoutCall = { site: Site; languageCode: string; user: User | undefined };

/**
 * spec 7 sends the user's id beside the cart: it must be the signed-in user's (a visitor or
 * another account naming an id is a 401, nothing is read for them).
 */
export function assertUserId(userId: number | undefined, user: User | undefined): void {
  if (userId !== undefined && userId !== user?.id) throw unauthorized();
}

/** What pricing a cart reads besides the cart: currencies and the shop's classes and methods. */
export type CheckoutPricing = { currencies: CartCurrencies; shop: ShopData };

/**
 * The main currency and, for another allowed currencyId, the converted view's (spec 3); the
 * site's tax classes and methods.
 */
export async function checkoutPricing(
  services: Services,
  call: CheckoutCall,
  currencyId?: number,
): Promise<CheckoutPricing> {
  const [currencies, shop] = await Promise.all([
    convertedCurrency(services, call, currencyId),
    loadShopData(services, call.site.id),
  ]);
  return { currencies, shop };
}

/**
 * The cart priced by the cart module (never here: one pricing for cart and order), with the
 * lines it read: a call that then changes only the cart row prices it again from them.
 */
export async function pricedLines(
  db: DbOrTx,
  input: CheckoutPricing & {
    call: CheckoutCall;
    cart: CartRow;
    lines?: readonly ResolvedLine[];
  },
): Promise<{ cart: Cart; lines: readonly ResolvedLine[] }> {
  const { cart, lines } = await priceCartDetailed(db, {
    cart: input.cart,
    siteId: input.call.site.id,
    languageCode: input.call.languageCode,
    currencies: input.currencies,
    shop: input.shop,
    ...(input.lines ? { lines: input.lines } : {}),
  });
  return { cart, lines };
}

/** The cart priced by the cart module (pricedLines without the lines). */
export async function priced(
  db: DbOrTx,
  input: CheckoutPricing & { call: CheckoutCall; cart: CartRow },
): Promise<Cart> {
  return (await pricedLines(db, input)).cart;
}
