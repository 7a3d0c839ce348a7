import { redirect, type LoaderFunctionArgs } from "react-router";
import { adminLoginPath } from "#common/route-paths.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { orderFiltersOf } from "../area/shop/orders.server.ts";
import { fileOf } from "#src/lib/api-client.ts";

/**
 * /admin/orders/export.csv (issue 17): the CSV of the orders the list's filters find, for the
 * list's download link. The browser's link carries the session cookie, not the API's
 * accessToken header, so this resource route calls exportShopOrders in-process for it and hands
 * the file on as an attachment.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const url = new URL(args.request.url);
  const session = await site.session();
  if (!session?.user.isBackofficeUser) {
    const back = `/admin/orders${url.search}`;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${adminLoginPath}?${new URLSearchParams({ redirectTo: back }).toString()}`);
  }
  const csv = await fileOf(
    site.api.GET("/api/v1/admin/shop/orders/export", {
      params: { query: orderFiltersOf(url) },
      headers: { accesstoken: session.accessToken },
      parseAs: "text",
    }),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
