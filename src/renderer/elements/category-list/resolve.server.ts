import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { categoryPath } from "#src/features/catalog/catalog-paths.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The shop's top categories, or one category's subcategories, each with its shop page
 * (spec 2 category list: /shop/{slug}).
 */
export async function resolve({
  props,
  api,
  language,
}: ResolverInput<ElementPropsWithDefaults<"category-list">>): Promise<
  ElementDataByType["category-list"]
> {
  const { records } = await dataOf(
    api.POST("/api/v1/product/category/filter", {
      body: props.parent ? { parentId: props.parent, tree: false } : { tree: true },
    }),
  );
  return {
    items: records.slice(0, props.limit).map((category) => ({
      id: category.id,
      name: category.name,
      href: categoryPath(category.slug, language),
      image: category.image,
    })),
  };
}
