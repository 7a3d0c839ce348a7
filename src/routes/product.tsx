import type { MetaArgs } from "react-router";
import { catalogMeta } from "#src/features/catalog/catalog-meta.ts";
import type { ProductData } from "#src/features/catalog/product.server.ts";
import { ProductView } from "#src/features/catalog/product-view.tsx";
import type { RootData } from "#src/features/site/root.server.ts";

export { productLoader as loader } from "#src/features/catalog/product.server.ts";

export const meta = ({ loaderData, matches }: MetaArgs) => {
  const data = loaderData as ProductData | undefined;
  return catalogMeta({
    title: data?.product.name ?? "",
    description: data?.product.shortDescription ?? "",
    canonicalUrl: data?.canonicalUrl,
    alternates: data?.alternates ?? {},
    root: matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined,
  });
};

export default ProductView;
