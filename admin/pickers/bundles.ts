import { productPath } from "#src/features/catalog/catalog-paths.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * Bundles for the link picker (spec 2 link target bundle): products of format Bundle. The
 * catalogue's filter has no format filter, so this keeps the bundles among the first 100 matches
 * of the keyword search (a keyword finds any one of them).
 */
registerPickerSource({
  kind: "bundle",
  async search(api, query, language) {
    const keywords = query.trim();
    const page = await dataOf(
      api.POST("/api/v1/product/web/filter", {
        body: {
          ...(keywords ? { keywords } : {}),
          select: ["id", "slug", "name", "sku", "format"],
          limit: 100,
          ...(keywords ? {} : { sort: "nameAsc" as const }),
        },
      }),
    );
    return page.records
      .filter((product) => product.format === "Bundle")
      .map((product) => ({
        id: product.id,
        label: `${product.name ?? ""} (${product.sku ?? product.id})`,
        href: productPath(product.slug ?? "", language),
      }));
  },
});
