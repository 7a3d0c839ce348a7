import type { FastifyInstance } from "fastify";
import { requireUser } from "../../platform/http/authenticate.ts";
import { registerOperation } from "../../platform/http/register-operation.ts";
import type { Services } from "../../platform/services.ts";
import { listWishlist, toggleWishlist } from "./operations/wishlist.ts";

/**
 * Wishlist (spec 7 CMS wishlist create and filter): signed-in web users only, each seeing and
 * changing nothing but their own items (a visitor gets 401, spec 6).
 */
export function wishlistRoutes(app: FastifyInstance, services: Services): void {
  registerOperation(app, services, "listWishlist", async (input) => {
    const user = await requireUser(services, input);
    return listWishlist(services, {
      userId: user.id,
      call: { site: input.context.site, languageCode: input.context.language.code },
      page: input.query.page ?? 1,
      limit: input.query.limit ?? 10,
      currency: input.query.currency,
    });
  });

  registerOperation(app, services, "toggleWishlist", async (input) => {
    const user = await requireUser(services, input);
    return toggleWishlist(services, {
      userId: user.id,
      siteId: input.context.site.id,
      productId: input.body.product_id,
      wished: input.body.wished,
    });
  });
}
