import type { LoaderFunctionArgs } from "react-router";
import { requireSession } from "#src/features/account/guards.server.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { orderIdOf } from "./order.server.ts";
import { fileOf } from "#src/lib/api-client.ts";

/**
 * The profile's 'Preuzmi PDF' (spec 7 smartDocument): the order confirmation of the signed-in
 * user's order of that number, as an attachment named by it. A resource route of the site,
 * because a link carries the session cookie (refreshed here as on any page), not the API's
 * accessToken header.
 */
export async function orderPdfLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  const site = args.context.get(siteContext);
  const headers = { accesstoken: session.accessToken };
  const number = args.params.number;
  const id = await orderIdOf(site, { headers, number });
  const pdf = await fileOf(
    site.api.GET("/api/v1/smartDocument/document/pdf/web/{id}", {
      params: { path: { id } },
      headers,
      parseAs: "arrayBuffer",
    }),
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${number ?? id}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
}
