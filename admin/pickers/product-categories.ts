import { searchTextOf } from "#common/search-text.ts";
import type { ProductCategory } from "#generated/types.ts";
import { categoryPath } from "#src/features/catalog/catalog-paths.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The tree flattened, each name after its parents' ("Vina › Crna vina"). */
function flatten(
  categories: readonly ProductCategory[],
  trail = "",
): { path: string; category: ProductCategory }[] {
  return categories.flatMap((category) => {
    const path = trail ? `${trail} › ${category.name}` : category.name;
    return [{ path, category }, ...flatten(category.children, path)];
  });
}

/**
 * Product categories for the link picker and for category props (spec 2 link target category;
 * the builder's product categories modal), matched without diacritics.
 */
registerPickerSource({
  kind: "category",
  async search(api, query, language) {
    const { records } = await dataOf(
      api.POST("/api/v1/product/category/filter", { body: { tree: true } }),
    );
    const wanted = searchTextOf(query);
    return flatten(records)
      .filter(({ path }) => !wanted || searchTextOf(path).includes(wanted))
      .map(({ path, category }) => ({
        id: category.id,
        label: path,
        href: categoryPath(category.slug, language),
      }));
  },
});
