import type { Cart, CartItemOptions } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { backPath } from "#src/features/site/site-options.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { cartLineOf, isRefusal, loadProduct } from "./add-to-cart.server.ts";
import {
  choosePage,
  done,
  refused,
  type CartRequest,
  type IntentOutcome,
} from "./cart-outcome.server.ts";
import { cartPath } from "./cart-paths.ts";
import type { CartAdditionBehaviour } from "./cart-result.ts";
import { parseQuantity } from "./quantity.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** spec 9: the checkout settings' cart addition behaviour; 2 (the cart modal) when unknown. */
async function additionBehaviour(site: SiteRequest): Promise<CartAdditionBehaviour> {
  try {
    return (await dataOf(site.api.GET("/api/v2/ecommerce/settings/getCheckoutSettings")))
      .cartAdditionBehaviour;
  } catch (error) {
    if (error instanceof ApiError) return 2;
    throw error;
  }
}

/**
 * spec 7 addItem into the shopper's cart, or a new one (spec 4: a cart exists only after the
 * first add). A cart the API no longer knows is forgotten and a new one is made.
 */
async function addLine(
  site: SiteRequest,
  line: { productId: number; qty: number; options: CartItemOptions },
): Promise<Cart> {
  const call = () =>
    site.cart.headers().then((headers) =>
      dataOf(
        site.api.POST("/api/v2/cart/addItem", {
          body: {
            ...site.cart.credentials(),
            ...site.cart.currency,
            ...line,
          },
          headers,
        }),
      ),
    );
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.key !== "api.cartNotFound") throw error;
    site.cart.forget();
    return await call();
  }
}

/**
 * spec 4: a cartItemId on the product page edits that line: the same product gets its quantity
 * and options updated; another variant takes the line's place.
 */
async function editLine(
  site: SiteRequest,
  itemId: number,
  line: { productId: number; qty: number; options: CartItemOptions },
): Promise<Cart> {
  const credentials = site.cart.credentials();
  const existing = (await site.cart.get())?.items.find((item) => item.itemId === itemId);
  if (!credentials || !existing) return addLine(site, line);
  const headers = await site.cart.headers();
  if (existing.productId === line.productId)
    return dataOf(
      site.api.PATCH("/api/v2/cart/updateItem", {
        body: {
          ...credentials,
          ...site.cart.currency,
          itemId,
          qty: line.qty,
          options: line.options,
        },
        headers,
      }),
    );
  await addLine(site, line);
  return dataOf(
    site.api.DELETE("/api/v2/cart/deleteItem", {
      body: { ...credentials, ...site.cart.currency, itemId },
      headers,
    }),
  );
}

/**
 * Adds a product to the cart (spec 4 add rules by format, spec 5 quantity): from the product
 * page's form, a card's 'Košara' button (`cartAdd`) or the bundle customization modal.
 */
export async function addIntent(
  { form, site, texts }: CartRequest,
  { card, isScript }: { card: { productId: number; back: string } | undefined; isScript: boolean },
): Promise<IntentOutcome> {
  const productId = card?.productId ?? Number(form.get("productId"));
  const back = backPath(card?.back ?? form.get("back"), cartPath(site.language));
  const typed = form.get("qty");
  const qty = card ? 1 : parseQuantity(typed);
  // spec 5: an invalid quantity is an error and nothing is sent
  if (qty === undefined)
    return refused("add", texts.toasts.error.invalidQuantity, {
      value: typeof typed === "string" ? typed : "",
    });
  const product =
    Number.isSafeInteger(productId) && productId > 0
      ? await loadProduct(site, productId)
      : undefined;
  if (!product) return refused("add", texts.toasts.error.notFound, { status: 404 });
  const line = await cartLineOf(site, product, form);
  if (isRefusal(line)) {
    if (line.reason !== "configurationNotSet") throw new Error("unexpected refusal");
    // spec 4, 8: an info toast; a plain post goes where the choice is made
    if (!isScript)
      return { redirectTo: choosePage(site, line.productSlug), flash: "configurationNotSet" };
    return refused("add", texts.core.notifications.configurationNotSet, {
      kind: "info",
      // spec 4: a bundle with a configurable part opens the bundle customization modal
      ...(product.format === "Bundle" && { customize: line.productSlug }),
    });
  }
  const itemId = Number(form.get("itemId"));
  const wanted = { ...line, qty };
  const cart =
    Number.isSafeInteger(itemId) && itemId > 0
      ? await editLine(site, itemId, wanted)
      : await addLine(site, wanted);
  site.cart.replace(cart);
  const behaviour = await additionBehaviour(site);
  if (!isScript)
    return behaviour === 1
      ? { redirectTo: back, flash: "addedToCart" }
      : { redirectTo: cartPath(site.language) };
  return done("add", cart, { message: texts.core.notifications.addedToCart, texts, behaviour });
}
