import { productPath } from "#src/features/catalog/catalog-paths.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * Products for the link picker and for product props (spec 2 link target product; the
 * builder's product list modal): the catalogue's own keyword search, 20 at a time.
 */
registerPickerSource({
  kind: "product",
  async search(api, query, language) {
    const keywords = query.trim();
    const page = await dataOf(
      api.POST("/api/v1/product/web/filter", {
        body: {
          ...(keywords ? { keywords } : {}),
          select: ["id", "slug", "name", "sku"],
          limit: 20,
          ...(keywords ? {} : { sort: "nameAsc" as const }),
        },
      }),
    );
    return page.records.map((product) => ({
      id: product.id,
      label: `${product.name ?? ""} (${product.sku ?? product.id})`,
      href: productPath(product.slug ?? "", language),
    }));
  },
});
