import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { categoryPath } from "#src/features/catalog/catalog-paths.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";
import { categoryHref } from "../product-list/resolve.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The featured products of the shop or of a category (with its subcategories), by category
 * priority, as the category page's featured strip (spec 2).
 */
export async function resolve({
  props,
  api,
  language,
  currency,
}: ResolverInput<ElementPropsWithDefaults<"featured-products">>): Promise<
  ElementDataByType["featured-products"]
> {
  const [page, moreHref] = await Promise.all([
    dataOf(
      api.POST("/api/v1/product/web/filter", {
        body: {
          categories: props.category ? [props.category] : [],
          featured: true,
          sort: "priorityAsc",
          limit: props.limit,
          ...(currency ? { currency } : {}),
        },
      }),
    ),
    props.category
      ? categoryHref(api, props.category, language)
      : Promise.resolve(categoryPath(undefined, language)),
  ]);
  return { items: page.records, ...(moreHref ? { moreHref } : {}) };
}
