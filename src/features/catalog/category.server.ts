import { data, type LoaderFunctionArgs } from "react-router";
import type { ProductCategory, ProductFilterRequest, ProductPage } from "#generated/types.ts";
import { siteOrigin } from "#src/features/content/page.server.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError, hasStatus } from "#src/lib/api-error.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { languageCodes } from "#src/lib/languages.ts";
import { alternatesOf, categoryPath } from "./catalog-paths.ts";
import { parseListQuery } from "./list-query.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { resolveMediaPictures } from "#src/renderer/resolve-media-pictures.server.ts";

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  throw data(null, { status: 404 });
}

const filterIndex = /^\/body\/filters\/(\d+)/;

/**
 * web/filter, leaving out a filter the API rejects (an unknown attribute code or a wrong value
 * in a hand-made URL): the page shows the list without it instead of failing.
 */
async function filterTolerant(api: ApiClient, body: ProductFilterRequest): Promise<ProductPage> {
  let filters = body.filters ?? [];
  for (;;) {
    try {
      return await dataOf(api.POST("/api/v1/product/web/filter", { body: { ...body, filters } }));
    } catch (error) {
      const index =
        error instanceof ApiError && hasStatus(error, 400)
          ? Number(filterIndex.exec(error.fields[0]?.path ?? "")?.[1] ?? Number.NaN)
          : Number.NaN;
      if (Number.isNaN(index)) throw error;
      filters = filters.filter((_filter, each) => each !== index);
    }
  }
}

/**
 * The shop category page (spec 2 `/shop/{slug?}`): the category (or the whole shop), its
 * subcategories, the featured strip and one page of products with the layered filters, all
 * from the URL (spec 4), so the page is complete without JavaScript.
 */
export async function categoryLoader({ params, request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  if (!site.isLanguageAllowed) notFound();
  const slug = params.slug;
  let category: ProductCategory | undefined;
  if (slug !== undefined) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120) notFound();
    try {
      category = await dataOf(
        site.api.GET("/api/v1/product/category/get", { params: { query: { slug } } }),
      );
    } catch (error) {
      if (hasStatus(error, 404)) notFound();
      throw error;
    }
  }
  const url = new URL(request.url);
  const query = parseListQuery(url.searchParams);
  const categories = category ? [category.id] : [];
  // spec 3, 7: the converted view of the shopper's currency (prices stay in the main one)
  const currency = site.currency ? { currency: site.currency.id } : {};
  const [list, featured, tree] = await Promise.all([
    filterTolerant(site.api, {
      categories,
      filters: query.filters,
      discount: query.discount,
      featured: query.featured,
      sort: query.sort ?? category?.sortDefaultType ?? "newest",
      page: query.page,
      limit: query.limit,
      layered: true,
      ...currency,
    }),
    dataOf(
      site.api.POST("/api/v1/product/web/filter", {
        body: { categories, featured: true, limit: 6, sort: "priorityAsc", ...currency },
      }),
    ),
    category
      ? Promise.resolve(category.children)
      : dataOf(site.api.POST("/api/v1/product/category/filter", { body: { tree: true } })).then(
          (result) => result.records,
        ),
  ]);
  // uploads among the tiles' and cards' pictures: drawn as <picture> with their size
  const pictures = await resolveMediaPictures({
    content: [tree.map((child) => child.image), featured.records, list.records],
    api: site.api,
  });
  const path = categoryPath(slug, site.language);
  const alternates = category
    ? alternatesOf(category.slugs, categoryPath)
    : Object.fromEntries(languageCodes.map((code) => [code, categoryPath(undefined, code)]));
  return {
    category: category
      ? { id: category.id, name: category.name, description: category.description }
      : undefined,
    subcategories: tree.map(({ id, name, slug: childSlug, image }) => ({
      id,
      name,
      slug: childSlug,
      image,
    })),
    sortTypes: category?.sortTypes.map((sort) => sort.id),
    query,
    list,
    featured: featured.records,
    pictures,
    language: site.language,
    path,
    alternates,
    canonicalUrl: `${siteOrigin(site.domain.domain)}${path}`,
    currency: site.domain.currency.label,
  };
}

export type CategoryData = Awaited<ReturnType<typeof categoryLoader>>;
