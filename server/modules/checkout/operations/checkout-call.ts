import type { Cart, User } from "#generated/types.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { unauthorized } from "../../../platform/http/authenticate.ts";
import type { Site } from "../../../platform/http/request-context.ts";
import type { Services } from "../../../platform/services.ts";
import type { CartRow, DbOrTx } from "../../cart/operations/cart-session.ts";
import { type CartCurrencies, priceCart } from "../../cart/operations/price-cart.ts";
import { loadCurrencies } from "../../catalog/operations/catalog-data.ts";

/** Who asks and where: the site, the request language and the signed-in user, if any. */
export type CheckoutCall = { site: Site; languageCode: string; user: User | undefined };

/**
 * spec 7 sends the user's id beside the cart: it must be the signed-in user's (a visitor or
 * another account naming an id is a 401, nothing is read for them).
 */
export function assertUserId(userId: number | undefined, user: User | undefined): void {
  if (userId !== undefined && userId !== user?.id) throw unauthorized();
}

/** The main currency and, for another allowed currencyId, the converted view's (spec 3). */
export async function checkoutCurrencies(
  services: Services,
  input: { site: Site; currencyId?: number | undefined },
): Promise<CartCurrencies> {
  const { main, allowed } = await loadCurrencies(services, input.site);
  if (input.currencyId === undefined || input.currencyId === main.id)
    return { main, converted: undefined };
  const converted = allowed.find((currency) => currency.id === input.currencyId);
  if (!converted) throw new AppError(400, "api.unknownCurrency");
  return { main, converted };
}

/** The cart priced by the cart module (never here: one pricing for cart and order). */
export async function priced(
  db: DbOrTx,
  input: { call: CheckoutCall; cart: CartRow; currencies: CartCurrencies },
): Promise<Cart> {
  return priceCart(db, {
    cart: input.cart,
    siteId: input.call.site.id,
    languageCode: input.call.languageCode,
    currencies: input.currencies,
  });
}
