import { redirect } from "react-router";
import type { Address, Cart, Country } from "#generated/types.ts";
import type { Session } from "#src/features/auth/session.server.ts";
import type { readAction } from "#src/features/account/action-helpers.server.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { cartPath as cartPathOf } from "#src/features/cart/cart-paths.ts";
import type { CartSession } from "#generated/types.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** A checkout form read once by the action (account action-helpers readAction). */
export type PostedForm = Awaited<ReturnType<typeof readAction>>;

type Args = { request: Request; context: { get: (key: typeof siteContext) => SiteRequest } };

/** What every checkout loader and action works with: the site, the shopper and their cart. */
export type CheckoutContext = {
  site: SiteRequest;
  session: Session;
  /** spec 7 headers of the shopper's calls: the customer's access token. */
  headers: { accesstoken?: string };
  /** userId for the Checkout v2 calls that take it (spec 7). */
  user: { userId?: number };
  cartSession: CartSession;
  cart: Cart;
  cookieHeader: string | null;
};

/** The cart page of the request's language (/kosarica, /en/cart, /de/einkaufswagen). */
export const cartPath = (site: Pick<SiteRequest, "language">) => cartPathOf(site.language);

/**
 * The shopper and their cart, or a redirect to the cart page: no cart session, an unknown,
 * foreign, archived or other-language cart (the cart session's rules, features/cart) or an
 * empty one has nothing to check out.
 */
export async function loadCheckout(args: Args): Promise<CheckoutContext> {
  const site = args.context.get(siteContext);
  const cookieHeader = args.request.headers.get("cookie");
  const [cart, session] = await Promise.all([site.cart.get(), site.session()]);
  const cartSession = site.cart.credentials();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  if (!cart || !cartSession || cart.items.length === 0) throw redirect(cartPath(site));
  return {
    site,
    session,
    headers: session ? { accesstoken: session.accessToken } : {},
    user: session ? { userId: session.user.id } : {},
    cartSession,
    cart,
    cookieHeader,
  };
}

/**
 * A customer's Main and Shipping address (spec 3, 9): the first saved one of each type. The
 * address step updates these two (or creates them), and delivery and payment read them.
 */
export function customerAddresses(addresses: readonly Address[]): {
  main: Address | undefined;
  shipping: Address | undefined;
} {
  return {
    main: addresses.find((address) => address.type === "Main"),
    shipping: addresses.find((address) => address.type === "Shipping"),
  };
}

/** The address ids the Checkout v2 calls take for a customer (spec 7). */
export function addressIds(addresses: readonly Address[]): {
  userBillingAddressId?: number;
  userShippingAddressId?: number;
} {
  const { main, shipping } = customerAddresses(addresses);
  return {
    ...(main && { userBillingAddressId: main.id }),
    ...(shipping && { userShippingAddressId: shipping.id }),
  };
}

/** spec 7 getAvailableCountries: the countries checkout delivers to (spec 5 allowed countries). */
export function availableCountries(checkout: CheckoutContext): Promise<Country[]> {
  return dataOf(
    checkout.site.api.POST("/api/v2/checkout/getAvailableCountries", {
      body: { ...checkout.cartSession, type: "countries" },
      headers: checkout.headers,
    }),
  );
}
