import type {
  ElementDataByType,
  ElementPropsWithDefaults,
  ProductFilterItem,
} from "#generated/types.ts";
import { categoryPath } from "#src/features/catalog/catalog-paths.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import type { LanguageCode } from "#src/lib/languages.ts";
import type { ResolverInput } from "../../resolve-elements.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The shop page of a category, where its whole list continues (undefined when it is gone). */
export async function categoryHref(
  api: ApiClient,
  id: number,
  language: LanguageCode,
): Promise<string | undefined> {
  try {
    const category = await dataOf(
      api.GET("/api/v1/product/category/get", { params: { query: { id } } }),
    );
    return categoryPath(category.slug, language);
  } catch (error) {
    if (hasStatus(error, 404)) return undefined;
    throw error;
  }
}

/**
 * The products of a category (with its subcategories), of a tag or picked by id, sorted and
 * limited by the element's props (web/filter, spec 7, 9); picked products alone keep the
 * editor's order.
 */
export async function resolve({
  props,
  api,
  language,
  currency,
}: ResolverInput<ElementPropsWithDefaults<"product-list">>): Promise<
  ElementDataByType["product-list"]
> {
  const picked = props.productIds ?? [];
  const filters: ProductFilterItem[] = [
    ...(picked.length > 0 ? [{ key: "id", value: picked }] : []),
    ...(props.tag ? [{ key: "tag", value: [props.tag] }] : []),
  ];
  const [page, moreHref] = await Promise.all([
    dataOf(
      api.POST("/api/v1/product/web/filter", {
        body: {
          categories: props.category ? [props.category] : [],
          filters,
          sort: props.sort,
          limit: props.limit,
          ...(currency ? { currency } : {}),
        },
      }),
    ),
    props.category ? categoryHref(api, props.category, language) : undefined,
  ]);
  const isPickedOnly = picked.length > 0 && !props.category && !props.tag;
  const items = isPickedOnly
    ? [...page.records].sort((a, b) => picked.indexOf(a.id) - picked.indexOf(b.id))
    : page.records;
  return { items, ...(moreHref ? { moreHref } : {}) };
}
