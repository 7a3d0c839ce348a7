import { redirect, type LoaderFunctionArgs } from "react-router";
import type { Cart, ProductListItem } from "#generated/types.ts";
import { cookieSecurity, flashCookie } from "#src/features/auth/session-cookies.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import {
  documentPathname,
  isLanguageCode,
  localisePath,
  type LanguageCode,
} from "#src/lib/languages.ts";
import { cartPath } from "./cart-paths.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The shopper's cart for the main layout (header count, cart modal): read once per request.
 * spec 4: a cart archived after its order (or whose session was used) clears the session and
 * goes home with an alert.
 */
export async function layoutCart(site: SiteRequest, request: Request): Promise<Cart | null> {
  const cart = await site.cart.get();
  const home = localisePath("/", site.language);
  if (site.cart.isEnded() && documentPathname(new URL(request.url)) !== home) {
    const headers = { "Set-Cookie": flashCookie("cartArchived", cookieSecurity(request)) };
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(home, { headers });
  }
  return cart;
}

/** How many lines' products lend their cross-sell to the cart page, and how many it shows. */
const crossSellSources = 4;
const crossSellLimit = 8;

/**
 * spec 2: the cross-sell block below the cart: the cross-sell products of the cart's products
 * (their main products for variants), without what is in the cart already.
 */
async function cartCrossSell(site: SiteRequest, cart: Cart | null): Promise<ProductListItem[]> {
  if (!cart || cart.items.length === 0) return [];
  const slugs = [...new Set(cart.items.map((item) => item.productData.mainProductSlug))]
    .filter(Boolean)
    .slice(0, crossSellSources);
  const inCart = new Set(cart.items.map((item) => item.productId));
  const lists = await Promise.all(
    slugs.map((slug) =>
      dataOf(
        site.api.GET("/api/v1/product/web/get", {
          params: { query: { slug, ...(site.currency ? { currency: site.currency.id } : {}) } },
        }),
      )
        .then((product) => {
          inCart.add(product.id);
          return product.crossSellProducts;
        })
        .catch((error: unknown) => {
          // a product gone from the shop lends nothing
          if (hasStatus(error, 404) || hasStatus(error, 400)) return [];
          throw error;
        }),
    ),
  );
  const seen = new Set<number>();
  return lists
    .flat()
    .filter((item) => !inCart.has(item.id) && !seen.has(item.id) && seen.add(item.id))
    .slice(0, crossSellLimit);
}

/**
 * The cart page (spec 2 /kosarica, /en/cart, /de/einkaufswagen): the cart, its cross-sell, and
 * whether the shopper is signed in (the member card form is theirs only). A `cartItemId` marks
 * the line the shopper came for.
 */
export async function cartLoader({ request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const cart = await layoutCart(site, request);
  const [crossSell, session] = await Promise.all([cartCrossSell(site, cart), site.session()]);
  const highlighted = Number(new URL(request.url).searchParams.get("cartItemId")) || null;
  // the language switch leads to the cart page of each of the site's languages
  const alternates: Partial<Record<LanguageCode, string>> = Object.fromEntries(
    site.domain.languages
      .map((item) => item.code)
      .filter(isLanguageCode)
      .map((code) => [code, cartPath(code)]),
  );
  return {
    cart,
    crossSell,
    alternates,
    language: site.language,
    isSignedIn: session !== undefined,
    highlighted,
  };
}

export type CartPageData = Awaited<ReturnType<typeof cartLoader>>;
