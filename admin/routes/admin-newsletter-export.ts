import { redirect, type LoaderFunctionArgs } from "react-router";
import { adminLoginPath } from "#common/route-paths.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { fileOf } from "#src/lib/api-client.ts";
import { subscriberFiltersOf } from "../area/newsletter/newsletter.server.ts";

/**
 * /admin/newsletter/export.csv (issue 21): the CSV of the subscribers the list's filters find,
 * for the list's download link. The browser's link carries the session cookie, not the API's
 * accessToken header, so this resource route calls exportNewsletterSubscribers in-process.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const url = new URL(args.request.url);
  const session = await site.session();
  if (!session?.user.isBackofficeUser) {
    const back = `/admin/newsletter${url.search}`;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${adminLoginPath}?${new URLSearchParams({ redirectTo: back }).toString()}`);
  }
  const csv = await fileOf(
    site.api.GET("/api/v1/admin/newsletter/subscribers/export", {
      params: { query: subscriberFiltersOf(url) },
      headers: { accesstoken: session.accessToken },
      parseAs: "text",
    }),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="newsletter-${new Date().toISOString().slice(0, 10)}.csv"`,
      "cache-control": "no-store",
    },
  });
}
