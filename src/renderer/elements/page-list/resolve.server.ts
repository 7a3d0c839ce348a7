import type {
  ElementDataByType,
  ElementNodeOf,
  ElementPropsWithDefaults,
  PageListItem,
} from "#generated/types.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { localisePath } from "#src/lib/languages.ts";
import { findFirst, isNodeOfType, type TreeNode } from "#common/walk-tree.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

const isHero = isNodeOfType("hero");
const isImage = isNodeOfType("image");

/** The page's first hero or image picture, shown on its card. */
function coverImage(nodes: readonly TreeNode[]): string | undefined {
  const cover = findFirst(
    nodes,
    (node): node is ElementNodeOf<"hero"> | ElementNodeOf<"image"> => isHero(node) || isImage(node),
  );
  const src = cover?.type === "hero" ? cover.props.image : cover?.props.src;
  return typeof src === "string" ? src : undefined;
}

/**
 * The listed pages in the request language, in the order given; a page without a translation
 * is left out (schemas/elements/page-list.data.schema.json).
 */
export async function resolve({
  props,
  api,
  language,
}: ResolverInput<ElementPropsWithDefaults<"page-list">>): Promise<ElementDataByType["page-list"]> {
  const items = await Promise.all(
    props.slugMains.map(async (slug): Promise<PageListItem | undefined> => {
      try {
        const term = await dataOf(
          api.GET("/api/v1/cms/term/getBySlug/{slug}", {
            params: { path: { slug }, query: { by: "slugMain" } },
          }),
        );
        const image = coverImage(term.document.elements);
        return {
          title: term.title,
          description: term.description,
          href: localisePath(`/${term.slug}`, language),
          ...(image ? { image } : {}),
        };
      } catch (error) {
        if (hasStatus(error, 404)) return undefined;
        throw error;
      }
    }),
  );
  return { items: items.filter((item) => item !== undefined) };
}
