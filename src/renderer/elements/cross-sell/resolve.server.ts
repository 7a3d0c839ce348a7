import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The cross-sell products of the chosen product (web/get, spec 7 crossSellProducts), at most
 * `limit`, in the product's order. Resolved on every render, so the element follows the
 * product's id list when it changes (spec 4); a product that is gone or archived shows nothing.
 */
export async function resolve({
  props,
  api,
  currency,
}: ResolverInput<ElementPropsWithDefaults<"cross-sell">>): Promise<
  ElementDataByType["cross-sell"]
> {
  if (!props.product) return { items: [] };
  try {
    const product = await dataOf(
      api.GET("/api/v1/product/web/get", {
        params: { query: { id: props.product, ...(currency ? { currency } : {}) } },
      }),
    );
    return { items: product.crossSellProducts.slice(0, props.limit) };
  } catch (error) {
    if (hasStatus(error, 404)) return { items: [] };
    throw error;
  }
}
