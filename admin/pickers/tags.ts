import { categoryPath } from "#src/features/catalog/catalog-paths.ts";
import { listSearch } from "#src/features/catalog/list-query.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * Product tags for the link picker (spec 2 link target tag): a tag links to the shop listing its
 * products (`/shop?tag=<id>`, the catalogue's reserved tag filter), found by the tag filter's
 * own keyword search.
 */
registerPickerSource({
  kind: "tag",
  async search(api, query, language) {
    const keywords = query.trim();
    const { records } = await dataOf(
      api.POST("/api/v1/product/tag/filter", {
        body: { ...(keywords ? { keywords } : {}), limit: 50 },
      }),
    );
    return records.map((tag) => ({
      id: tag.id,
      label: tag.totalProducts === undefined ? tag.name : `${tag.name} (${tag.totalProducts})`,
      href: `${categoryPath(undefined, language)}${listSearch({ filters: [{ key: "tag", value: [tag.id] }] })}`,
    }));
  },
});
