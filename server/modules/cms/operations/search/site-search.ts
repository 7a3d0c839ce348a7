import { searchTextOf } from "#common/search-text.ts";
import type { SearchCategory, SearchResult, SiteSearchRequest } from "#generated/types.ts";
import { AppError } from "../../../../platform/http/app-error.ts";
import type { Services } from "../../../../platform/services.ts";
import type { CatalogCall } from "../../../catalog/operations/filter-products.ts";
import { pageSearch, postSearch } from "./search-pages.ts";
import { productCategorySearch } from "./search-product-categories.ts";
import { productSearch } from "./search-products.ts";
import type { SearchSource } from "./search-source.ts";

/** spec 9: the default search category list. */
export const searchCategories: readonly SearchCategory[] = [
  "pages",
  "products",
  "posts",
  "productCategories",
];
const defaultLimit = 12;

/**
 * The search screen's call (spec 2, 7): every requested category's total, and one page of one
 * category's results, best first. Without a chosen category the first one with results is
 * listed. At least one category is needed (spec 5 missingSearchCategories).
 */
export async function siteSearch(
  services: Services,
  call: CatalogCall,
  body: SiteSearchRequest,
): Promise<SearchResult> {
  const categories = body.categories ?? searchCategories;
  if (categories.length === 0) throw new AppError(400, "api.missingSearchCategories");
  const sources: Record<SearchCategory, SearchSource> = {
    pages: pageSearch(services),
    products: productSearch(services, call),
    posts: postSearch(services),
    productCategories: productCategorySearch(services),
  };
  const page = body.page ?? 1;
  const limit = body.limit ?? defaultLimit;
  const query = {
    siteId: call.site.id,
    languageCode: call.languageCode,
    search: body.search,
    page,
    limit,
  };
  const isEmpty = !searchTextOf(body.search);
  // A chosen tab is listed while the others are counted; without one every category is listed
  // at once (the first with results is shown), which costs no more round trips than counting.
  const found = await Promise.all(
    categories.map((category) =>
      isEmpty
        ? Promise.resolve({ total: 0, records: [] })
        : sources[category].find(query, {
            isListed: body.category === undefined || body.category === category,
          }),
    ),
  );
  const totals = Object.fromEntries(
    categories.map((category, index) => [category, found[index]?.total ?? 0]),
  );
  const chosen =
    body.category ??
    categories.find((_category, index) => (found[index]?.total ?? 0) > 0) ??
    categories[0] ??
    "pages";
  const index = categories.indexOf(chosen);
  const { total: totalRecords, records } =
    index >= 0 && found[index]
      ? found[index]
      : isEmpty
        ? { total: 0, records: [] }
        : await sources[chosen].find(query, { isListed: true });
  return {
    search: body.search,
    category: chosen,
    records,
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
    page,
    limit,
    totals,
  };
}
