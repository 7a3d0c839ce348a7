import type { BuilderDocument, PageDocument } from "#generated/types.ts";
import { elementMeta, isElementType } from "#generated/element-meta.ts";
import { mapTree } from "#common/walk-tree.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { type LanguageCode, stripLanguagePrefix } from "#src/lib/languages.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { blogPath } from "#src/features/blog/blog-paths.ts";

/**
 * Every slot an element declares, present (an empty list where the stored node has none), so
 * each can take a drop.
 */
export function withAllSlots(doc: PageDocument): PageDocument {
  const elements = mapTree(doc.elements, (node) => {
    if (!isElementType(node.type)) return node;
    const declared = elementMeta[node.type].slots;
    if (declared.every((slot) => node.slots?.[slot])) return node;
    return {
      ...node,
      slots: Object.fromEntries(declared.map((slot) => [slot, node.slots?.[slot] ?? []])),
    };
  });
  return { ...doc, elements };
}

/**
 * The draft of the page at a site path (admin/README.md): the finder names a published page
 * (spec 7 finderDecide); a page not published yet in this language (a new page) is found by its
 * draft's slug among the builder's pages. The builder API gives its draft in the page's language.
 */
export async function loadPage(
  api: ApiClient,
  path: string,
  language: LanguageCode,
): Promise<BuilderDocument> {
  const route = stripLanguagePrefix(path).split("/").filter(Boolean);
  const open = (slugMain: string) =>
    dataOf(
      api.GET("/api/v1/admin/builder/documents/{kind}/{key}", {
        params: { path: { kind: "page", key: slugMain } },
      }),
    );
  try {
    const { term } = await dataOf(api.POST("/api/v1/cms/finder/decide", { body: { route } }));
    return await open(term.slugMain);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404) || route.length !== 1) throw error;
    const pages = await dataOf(api.GET("/api/v1/admin/builder/pages"));
    const draft = pages.find((page) =>
      page.languages.some((each) => each.language_code === language && each.slug === route[0]),
    );
    if (!draft) throw error;
    return open(draft.slugMain);
  }
}

/** The slug of a post's page (/objave/{slug}, /en/blog/{slug}) in the language, else undefined. */
export function postSlugOf(path: string, language: LanguageCode): string | undefined {
  const blog = `${blogPath(undefined, language)}/`;
  if (!path.startsWith(blog)) return undefined;
  const slug = path.slice(blog.length).replace(/\/$/, "");
  return slug && !slug.includes("/") ? slug : undefined;
}

/**
 * The draft a site path edits (decision 053): on a post's page the post's (found by its slug in
 * the language among the builder's posts, so a draft nobody can see yet opens too), on any other
 * path the page's.
 */
export async function loadDocument(
  api: ApiClient,
  path: string,
  language: LanguageCode,
): Promise<BuilderDocument> {
  const slug = postSlugOf(path, language);
  if (slug === undefined) return loadPage(api, path, language);
  const posts = await dataOf(api.GET("/api/v1/admin/builder/posts"));
  const post = posts.find((each) =>
    each.languages.some((variant) => variant.language_code === language && variant.slug === slug),
  );
  if (!post) throw new ApiError({ status: 404, key: "api.notFound", message: "", fields: [] });
  return dataOf(
    api.GET("/api/v1/admin/builder/documents/{kind}/{key}", {
      params: { path: { kind: "post", key: post.slugMain } },
    }),
  );
}
