import type { LoaderFunctionArgs } from "react-router";
import type { PlacedOrder } from "#generated/types.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { readLastOrder } from "./checkout-cookies.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * spec 2 checkout success: the order number of the orderSlug query; the payment data of the
 * order just placed (its cart's credentials in the lastOrder cookie) when it is that order.
 */
export async function successLoader(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const value = new URL(args.request.url).searchParams.get("orderSlug") ?? "";
  const number = /^[0-9]{4}-[0-9]{6}$/.test(value) ? value : null;
  const credentials = readLastOrder(args.request.headers.get("cookie"));
  let order: PlacedOrder | null = null;
  if (number && credentials) {
    try {
      const placed = await dataOf(site.api.POST("/api/v2/order/placed", { body: credentials }));
      if (placed.number === number) order = placed;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  const session = await site.session();
  return { number, order, language: site.language, isCustomer: Boolean(session) };
}

export type SuccessData = Awaited<ReturnType<typeof successLoader>>;
