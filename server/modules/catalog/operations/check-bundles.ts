import { and, eq, inArray } from "drizzle-orm";
import type { BundleCheck, ProductFormat } from "#generated/types.ts";
import { catalogBundleItems, catalogProducts } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";

/**
 * spec 4: a bundle goes to the cart as it is only when every component is chosen already: not
 * when a component is Configurable or has a required custom option (then the customization modal
 * opens); a nested bundle is never allowed. Unknown ids are left out.
 */
export async function checkBundles(
  services: Services,
  input: { siteId: string; ids: readonly number[] },
): Promise<BundleCheck[]> {
  const p = catalogProducts;
  const products = await services.db
    .select({ id: p.id, format: p.format })
    .from(p)
    .where(and(eq(p.siteId, input.siteId), eq(p.isArchived, false), inArray(p.id, [...input.ids])));
  const bundleIds = products.filter((row) => row.format === "Bundle").map((row) => row.id);
  const components =
    bundleIds.length === 0
      ? []
      : await services.db
          .select({
            bundleId: catalogBundleItems.bundleId,
            id: p.id,
            format: p.format,
            qty: catalogBundleItems.qty,
            customOptions: p.customOptions,
          })
          .from(catalogBundleItems)
          .innerJoin(p, eq(p.id, catalogBundleItems.productId))
          .where(inArray(catalogBundleItems.bundleId, bundleIds))
          .orderBy(catalogBundleItems.position);
  return input.ids.flatMap((id) => {
    const product = products.find((row) => row.id === id);
    if (!product) return [];
    const parts = components.filter((component) => component.bundleId === id);
    const own = parts.map(({ id: componentId, format, qty }) => ({
      id: componentId,
      format: format as ProductFormat,
      qty,
    }));
    return [
      {
        id,
        isBundle: product.format === "Bundle",
        needsCustomization: parts.some(
          (component) =>
            component.format === "Configurable" ||
            component.customOptions.some((option) => option.is_required),
        ),
        hasNestedBundle: own.some((component) => component.format === "Bundle"),
        components: own,
      },
    ];
  });
}
