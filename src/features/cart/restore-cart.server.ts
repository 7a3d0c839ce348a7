import type { SiteRequest } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * spec 4: a login restores the user's abandoned cart (spec 7 getAbandoned), merged with the
 * cart the visitor holds now; its new credentials become the cart cookies. Without one (404)
 * the visitor's cart stays as it is; a refusal never stops the login.
 */
export async function restoreAbandonedCart(site: SiteRequest, accessToken: string): Promise<void> {
  try {
    const cart = await dataOf(
      site.api.POST("/api/v2/cart/getAbandoned", {
        body: { ...site.cart.credentials(), ...site.cart.currency },
        headers: { accesstoken: accessToken },
      }),
    );
    site.cart.replace(cart);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}
