import type { MetaArgs } from "react-router";
import type { BlogData } from "#src/features/blog/blog.server.ts";
import { BlogView } from "#src/features/blog/blog-view.tsx";
import { catalogMeta } from "#src/features/catalog/catalog-meta.ts";
import type { RootData } from "#src/features/site/root.server.ts";
import { textsOf } from "#src/lib/texts.ts";
import { languages } from "#src/lib/languages.ts";

export { blogLoader as loader } from "#src/features/blog/blog.server.ts";

export const meta = ({ loaderData, matches }: MetaArgs) => {
  const data = loaderData as BlogData | undefined;
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const blog = data ? textsOf(languages[data.language].code2).blog : undefined;
  return catalogMeta({
    title: data?.kind === "post" ? data.post.title : (data?.category?.title ?? blog?.title ?? ""),
    description:
      data?.kind === "post" ? data.post.excerpt || data.post.description : (blog?.intro ?? ""),
    canonicalUrl: data?.canonicalUrl,
    alternates: data?.alternates ?? {},
    root,
  });
};

export default BlogView;
