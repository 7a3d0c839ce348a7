import { and, asc, eq, like, sql } from "drizzle-orm";
import { searchTextOf } from "#common/search-text.ts";
import type { ProductEditList, ProductFormat } from "#generated/types.ts";
import { catalogProductTranslations, catalogProducts } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import { containsPattern } from "./like-pattern.ts";

const p = catalogProducts;
const t = catalogProductTranslations;

/**
 * The back office's product list (listProductsForEdit): every product of the site, archived
 * ones and variants too, named in the request's language (the SKU where it has no name there).
 * The search matches name, SKU and short description, diacritics and case aside (the
 * translation's search text); sorted by name, then id.
 */
export async function listProductsForEdit(
  services: Pick<Services, "db">,
  input: {
    siteId: string;
    languageCode: string;
    search?: string | undefined;
    status: "all" | "active" | "archived";
    page: number;
    limit: number;
  },
): Promise<ProductEditList> {
  const text = searchTextOf(input.search ?? "");
  const name = sql<string>`coalesce(${t.name}, ${p.sku})`;
  const rows = await services.db
    .select({
      id: p.id,
      name,
      sku: p.sku,
      format: p.format,
      isArchived: p.isArchived,
      isVisibleIndividually: p.isVisibleIndividually,
      total: sql<number>`count(*) over ()`,
    })
    .from(p)
    .leftJoin(t, and(eq(t.productId, p.id), eq(t.languageCode, input.languageCode)))
    .where(
      and(
        eq(p.siteId, input.siteId),
        input.status === "all" ? undefined : eq(p.isArchived, input.status === "archived"),
        text ? like(t.searchText, containsPattern(text)) : undefined,
      ),
    )
    .orderBy(asc(name), asc(p.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  // past the last page the window count is not there: count again
  const totalRecords =
    rows.length > 0
      ? Number(rows[0]!.total)
      : input.page === 1
        ? 0
        : (await listProductsForEdit(services, { ...input, page: 1, limit: 1 })).totalRecords;
  return {
    // the format column holds only what the save request's validator let through
    records: rows.map(({ total: _total, ...row }) => ({
      ...row,
      format: row.format as ProductFormat,
    })),
    totalRecords,
    totalPages: Math.ceil(totalRecords / input.limit),
  };
}
