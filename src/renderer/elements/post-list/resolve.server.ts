import type { ElementDataByType, ElementPropsWithDefaults } from "#generated/types.ts";
import { blogPath } from "#src/features/blog/blog-paths.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";

/** The latest visible posts (spec 7 post filterStandard), of the category when one is set. */
export async function resolve({
  props,
  api,
  language,
}: ResolverInput<ElementPropsWithDefaults<"post-list">>): Promise<ElementDataByType["post-list"]> {
  const list = await dataOf(
    api.POST("/api/v1/cms/post/filterStandard", {
      body: { limit: props.limit, ...(props.category ? { termSlugs: [props.category] } : {}) },
    }),
  );
  return { items: list.records, moreHref: blogPath(props.category, language) };
}
