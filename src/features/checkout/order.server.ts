import { data, type LoaderFunctionArgs } from "react-router";
import type { OrderDocument } from "#generated/types.ts";
import { requireSession } from "#src/features/account/guards.server.ts";
import { siteContext } from "#src/features/site/site-context.ts";

// a shopper's orders are read a page at a time until the number is found (the detail route
// names an order by its number, the smartDocument call by its id)
const pageSize = 100;
const maxPages = 50;

/**
 * spec 2 profile order detail (a private route): the signed-in user's order of that number
 * with its lines, totals, addresses and methods (spec 7 smartDocument get), or a 404.
 */
export async function orderLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  const site = args.context.get(siteContext);
  const headers = { accesstoken: session.accessToken };
  const number = args.params.number ?? "";
  let id: number | undefined;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!/^[0-9]{4}-[0-9]{6}$/.test(number)) throw data(null, { status: 404 });
  for (let page = 1; page <= maxPages && id === undefined; page += 1) {
    const found = await site.api.call("filterOrderDocuments", {
      headers,
      body: { page, limit: pageSize },
    });
    id = found.data.find((order) => order.number === number)?.id;
    if (page >= found.pagination.totalPages) break;
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (id === undefined) throw data(null, { status: 404 });
  const document: OrderDocument = await site.api.call("getOrderDocument", {
    headers,
    params: { id },
  });
  return { document, language: site.language };
}

export type OrderData = Awaited<ReturnType<typeof orderLoader>>;
