import type { MetaArgs } from "react-router";
import { catalogMeta } from "#src/features/catalog/catalog-meta.ts";
import type { CategoryData } from "#src/features/catalog/category.server.ts";
import { CategoryView } from "#src/features/catalog/category-view.tsx";
import type { RootData } from "#src/features/site/root.server.ts";

export { categoryLoader as loader } from "#src/features/catalog/category.server.ts";

export const meta = ({ loaderData, matches }: MetaArgs) => {
  const data = loaderData as CategoryData | undefined;
  return catalogMeta({
    title: data?.category?.name ?? "Shop",
    description: data?.category?.description ?? "",
    canonicalUrl: data?.canonicalUrl,
    alternates: data?.alternates ?? {},
    root: matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined,
  });
};

export default CategoryView;
