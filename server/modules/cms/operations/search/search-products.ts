import { excerptAround } from "#common/highlight.ts";
import type { SearchHit } from "#generated/types.ts";
import type { Services } from "../../../../platform/services.ts";
import { type CatalogCall, filterProducts } from "../../../catalog/operations/filter-products.ts";
import type { SearchSource } from "./search-source.ts";

/**
 * Products by the catalogue's own keyword search (web/filter: name, SKU and short description
 * without diacritics, one typo forgiven, ranked by relevance): the search tab and the shop list
 * find the same products.
 */
export function productSearch(services: Services, call: CatalogCall): SearchSource {
  return {
    async find(query, { isListed }) {
      const found = await filterProducts(services, call, {
        keywords: query.search,
        ...(isListed ? { page: query.page, limit: query.limit } : { limit: 1, select: ["id"] }),
      });
      return {
        total: found.totalRecords,
        records: isListed
          ? found.records.map((record): SearchHit => ({
              type: "product",
              id: record.id,
              slug: record.slug ?? "",
              isHome: false,
              title: record.name ?? "",
              excerpt: excerptAround(record.shortDescription ?? "", query.search),
              image: record.image ?? null,
              product: record,
            }))
          : [],
      };
    },
  };
}
