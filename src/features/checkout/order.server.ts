import { data, type LoaderFunctionArgs } from "react-router";
import type { OrderDocument } from "#generated/types.ts";
import { requireSession } from "#src/features/account/guards.server.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * spec 2 profile order detail (a private route): the signed-in user's order of that number
 * with its lines, totals, addresses and methods (spec 7 smartDocument get), or a 404.
 */
export async function orderLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  const site = args.context.get(siteContext);
  const headers = { accesstoken: session.accessToken };
  const id = await orderIdOf(site, { headers, number: args.params.number });
  const document: OrderDocument = await dataOf(
    site.api.GET("/api/v1/smartDocument/document/get/web/{id}", {
      params: { path: { id } },
      headers,
    }),
  );
  return { document, language: site.language };
}

/** The id of the signed-in user's order of that number (the routes name orders by number); 404 else. */
export async function orderIdOf(
  site: SiteRequest,
  input: { headers: { accesstoken: string }; number: string | undefined },
): Promise<number> {
  const number = input.number ?? "";
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!/^[0-9]{4}-[0-9]{6}$/.test(number)) throw data(null, { status: 404 });
  const found = await dataOf(
    site.api.POST("/api/v1/smartDocument/document/filter/web", {
      body: { number, limit: 1 },
      headers: input.headers,
    }),
  );
  const id = found.data[0]?.id;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (id === undefined) throw data(null, { status: 404 });
  return id;
}

export type OrderData = Awaited<ReturnType<typeof orderLoader>>;
