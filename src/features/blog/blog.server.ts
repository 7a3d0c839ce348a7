import { data, type LoaderFunctionArgs } from "react-router";
import type { PostList, PostTerm } from "#generated/types.ts";
import { alternatesOf } from "#src/features/catalog/catalog-paths.ts";
import { siteOrigin } from "#src/features/content/page.server.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { languageCodes } from "#src/lib/languages.ts";
import { resolveElements } from "#src/renderer/resolve-elements.server.ts";
import { resolveMediaPictures } from "#src/renderer/resolve-media-pictures.server.ts";
import { blogPath } from "./blog-paths.ts";
import { parseBlogQuery } from "./blog-query.ts";
import { loadComments } from "#src/features/comments/comments.server.ts";

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  throw data(null, { status: 404 });
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The pages of posts a list shows: one, or after 'load more' every page from `from` on, each
 * asked for as filterStandard pages them (spec 7), so the URL alone draws the list.
 */
async function postPages(
  site: SiteRequest,
  input: { termSlugs: string[]; from: number; page: number },
): Promise<PostList> {
  const pages = Array.from(
    { length: input.page - input.from + 1 },
    (_, index) => input.from + index,
  );
  const lists = await Promise.all(
    pages.map((page) =>
      dataOf(
        site.api.POST("/api/v1/cms/post/filterStandard", {
          body: { ...(input.termSlugs.length > 0 ? { termSlugs: input.termSlugs } : {}), page },
        }),
      ),
    ),
  );
  const last = lists.at(-1)!;
  return { ...last, records: lists.flatMap((list) => list.records) };
}

/** The list or a category's view (spec 2 post list/category view). */
async function listView(site: SiteRequest, request: Request, category: PostTerm | undefined) {
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const { categories } = await dataOf(
    site.api.POST("/api/v1/cms/term/filter", { body: { noPaginate: true } }),
  );
  const subcategories = category
    ? categories.filter((each) => each.parentId === category.id)
    : categories.filter((each) => each.parentId === null);
  const termSlugs = category ? [category.slug, ...subcategories.map((each) => each.slug)] : [];
  const list = await postPages(site, { termSlugs, ...query });
  const pictures = await resolveMediaPictures({
    content: [list.records.map((post) => post.cover)],
    api: site.api,
  });
  const path = blogPath(category?.slug, site.language);
  const alternates = category
    ? alternatesOf(category.slugs, blogPath)
    : Object.fromEntries(languageCodes.map((code) => [code, blogPath(undefined, code)]));
  return {
    kind: "list" as const,
    category: category ? { title: category.title, slug: category.slug } : undefined,
    categories: subcategories,
    list,
    query,
    pictures,
    language: site.language,
    alternates,
    canonicalUrl: `${siteOrigin(site.domain.domain)}${path}`,
  };
}

/** A post's page (spec 2): its body resolved on the server like a page's. */
async function postView(site: SiteRequest, request: Request, slug: string) {
  let post;
  try {
    post = await dataOf(
      site.api.GET("/api/v1/cms/post/getBySlug/{slug}", { params: { path: { slug } } }),
    );
  } catch (error) {
    if (hasStatus(error, 404)) notFound();
    throw error;
  }
  const { elements } = post.document;
  const resolved = await resolveElements({
    nodes: elements,
    api: site.api,
    language: site.language,
    currency: site.currency?.id,
  });
  const [pictures, comments] = await Promise.all([
    resolveMediaPictures({ content: [post.summary.cover, elements, resolved], api: site.api }),
    // issue 22: the post's comments (decision 052)
    loadComments(site, {
      target: { targetType: "post", targetId: post.summary.id },
      url: new URL(request.url),
    }),
  ]);
  const origin = siteOrigin(site.domain.domain);
  return {
    kind: "post" as const,
    post: { ...post.summary, description: post.description, tags: post.tags, elements },
    resolved,
    pictures,
    comments,
    language: site.language,
    origin,
    alternates: alternatesOf(post.slugs, blogPath),
    canonicalUrl: `${origin}${blogPath(slug, site.language)}`,
  };
}

/**
 * The blog (spec 2 `/objave/{slug?}`): without a slug the post list; a category's slug its view
 * (title, subcategories, its and their posts); a post's slug the post page. Everything comes
 * from the URL (`?page=`, `?from=` after 'load more'), so it works without JavaScript.
 */
export async function blogLoader({ params, request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  if (!site.isLanguageAllowed) notFound();
  const { slug } = params;
  if (slug === undefined) return listView(site, request, undefined);
  if (!slugPattern.test(slug) || slug.length > 120) notFound();
  const { categories } = await dataOf(
    site.api.POST("/api/v1/cms/term/filter", { body: { slugs: [slug], limit: 1 } }),
  );
  const [category] = categories;
  return category ? listView(site, request, category) : postView(site, request, slug);
}

export type BlogData = Awaited<ReturnType<typeof blogLoader>>;
export type BlogListData = Extract<BlogData, { kind: "list" }>;
export type BlogPostData = Extract<BlogData, { kind: "post" }>;
