import { and, count, desc, eq } from "drizzle-orm";
import type { WishlistPage, WishlistToggleResult } from "#generated/types.ts";
import {
  catalogProductTranslations,
  catalogProducts,
  users,
  wishlistItems,
} from "../../../db/schema.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { loadCategories } from "../../catalog/operations/catalog-data.ts";
import { type CatalogCall, convertedCurrency } from "../../catalog/operations/filter-products.ts";
import { listColumns, toListItem } from "../../catalog/operations/list-items.ts";

// schemas/entities/wishlist-page.schema.json: total maximum 500
export const maxWishlistItems = 500;

const p = catalogProducts;
const t = catalogProductTranslations;
const w = wishlistItems;

// A product a shopper can keep: sold in the request's site and listed (has its own page).
const listedIn = (siteId: string) =>
  and(eq(p.siteId, siteId), eq(p.isArchived, false), eq(p.isVisibleIndividually, true));

/**
 * Puts a product on the user's wishlist or takes it off (spec 4 toggle). `wished` sets the state
 * (a repeat changes nothing); without it the call toggles. 404 for a product the site does not
 * list; 400 when the wishlist already holds its maximum.
 */
export async function toggleWishlist(
  services: Services,
  input: { userId: number; siteId: string; productId: number; wished?: boolean | undefined },
): Promise<WishlistToggleResult> {
  return services.db.transaction(async (tx) => {
    // one change of a user's wishlist at a time: the count below cannot be raced past the cap
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const [product] = await tx
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.id, input.productId), listedIn(input.siteId)));
    if (!product) throw notFound();
    const own = and(eq(w.userId, input.userId), eq(w.productId, input.productId));
    const [saved] = await tx.select({ productId: w.productId }).from(w).where(own);
    const wished = input.wished ?? !saved;
    if (wished && !saved) {
      const [held] = await tx.select({ n: count() }).from(w).where(eq(w.userId, input.userId));
      if (Number(held?.n ?? 0) >= maxWishlistItems) throw new AppError(400, "api.wishlistFull");
      await tx
        .insert(w)
        .values({ userId: input.userId, productId: input.productId })
        .onConflictDoNothing();
    }
    if (!wished && saved) await tx.delete(w).where(own);
    return { product_id: input.productId, wished };
  });
}

/**
 * A page of the user's wishlist, newest first (spec 7 wishlist filter): only their own items, of
 * products the request's site still lists, as list items in the request language; with an
 * allowed currency their prices' converted view too, as web/filter (400 for another currency).
 */
export async function listWishlist(
  services: Services,
  input: {
    userId: number;
    call: CatalogCall;
    page: number;
    limit: number;
    currency?: number | undefined;
  },
): Promise<WishlistPage> {
  const { call, page, limit } = input;
  const where = and(eq(w.userId, input.userId), listedIn(call.site.id));
  const [categories, currency, rows, [total]] = await Promise.all([
    loadCategories(services, call.site.id),
    convertedCurrency(services, call, input.currency),
    services.db
      .select({ ...listColumns, createdAt: w.createdAt })
      .from(w)
      .innerJoin(p, eq(p.id, w.productId))
      .innerJoin(t, and(eq(t.productId, p.id), eq(t.languageCode, call.languageCode)))
      .where(where)
      .orderBy(desc(w.createdAt), desc(w.productId))
      .limit(Math.min(limit, maxWishlistItems))
      .offset((page - 1) * limit),
    services.db.select({ n: count() }).from(w).innerJoin(p, eq(p.id, w.productId)).where(where),
  ]);
  const view = {
    languageCode: call.languageCode,
    categories,
    main: currency.main,
    converted: currency.converted,
  };
  const totalRecords = Number(total?.n ?? 0);
  return {
    data: rows.map(({ createdAt, ...row }) => ({
      product_id: row.id,
      product: toListItem(row, view),
      createdAt: createdAt.toISOString(),
    })),
    lastPage: Math.max(1, Math.ceil(totalRecords / limit)),
    page,
    limit,
    perPage: limit,
    total: totalRecords,
  };
}
