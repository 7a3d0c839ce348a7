import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { screenPath } from "#common/route-paths.ts";
import type { PlacedOrder } from "#generated/types.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { readLastOrder } from "./checkout-cookies.ts";
import { walletApprovalOf } from "./payment-handoff.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { languages } from "#src/lib/languages.ts";

/**
 * The order a success or failure page speaks of: the number of the orderSlug query, and the order
 * itself when it is the one just placed (its cart's credentials in the lastOrder cookie). Back
 * from a payment provider, the rest of the query is its return (decision 045), which the API
 * records and checks with the provider before it answers the order's payment state.
 */
export async function orderOfPage(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const query = new URL(args.request.url).searchParams;
  const value = query.get("orderSlug") ?? "";
  const number = /^[0-9]{4}-[0-9]{6}$/.test(value) ? value : null;
  const credentials = readLastOrder(args.request.headers.get("cookie"));
  let order: PlacedOrder | null = null;
  if (number && credentials) {
    const answer = Object.fromEntries(
      [...query].filter(([name]) => name !== "orderSlug").slice(0, 60),
    );
    try {
      const placed = await dataOf(
        Object.keys(answer).length > 0
          ? site.api.POST("/api/v2/payments/return", { body: { ...credentials, answer } })
          : site.api.POST("/api/v2/order/placed", { body: credentials }),
      );
      if (placed.number === number) order = placed;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return { number, order, credentials };
}

/**
 * spec 2 checkout success: the order number of the orderSlug query; the payment data of the
 * order just placed when it is that order, and whether a card payment was received.
 */
export async function successLoader(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const { number, order } = await orderOfPage(args);
  const session = await site.session();
  return { number, order, language: site.language, isCustomer: Boolean(session) };
}

export type SuccessData = Awaited<ReturnType<typeof successLoader>>;

/**
 * spec 4 wallet approval (decision 045): the wallet's buttons approved the order just placed (the
 * lastOrder cookie's cart); order/pgSuccess has the shop capture the payment, and the shopper
 * goes to the path of the address it answers. An approval the shop could not capture goes to
 * the failure page, where the order may be paid again or given up.
 */
export async function successAction(args: ActionFunctionArgs) {
  const site = args.context.get(siteContext);
  const form = await args.request.formData();
  const language = languages[site.language].code2;
  const value = new URL(args.request.url).searchParams.get("orderSlug") ?? "";
  const credentials = readLastOrder(args.request.headers.get("cookie"));
  const details = walletApprovalOf(form);
  if (!credentials || !/^[0-9]{4}-[0-9]{6}$/.test(value) || !details)
    return redirect(screenPath("cart", language));
  try {
    const { url } = await dataOf(
      site.api.POST("/api/v2/order/pgSuccess/{id}", {
        params: { path: { id: value } },
        body: {
          ...credentials,
          details,
          internalRedirect: true,
        },
      }),
    );
    const answered = new URL(url);
    return redirect(answered.pathname + answered.search);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const query = new URLSearchParams({ orderSlug: value });
    return redirect(`${screenPath("checkoutFailure", language)}?${query.toString()}`);
  }
}
