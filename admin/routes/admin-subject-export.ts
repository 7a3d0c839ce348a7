import { redirect, type LoaderFunctionArgs } from "react-router";
import { adminLoginPath } from "#common/route-paths.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { dataOf, fileOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { screenPaths } from "../area/screens.ts";

/**
 * /admin/consent/subject/export?email=…&format=csv|json (issue 21): a data subject's export as a
 * file for the screen's download links: the CSV timeline, or the whole export as JSON. The
 * browser's link carries the session cookie, not the API's accessToken header, so this resource
 * route calls the API in-process for it (as the orders' CSV does).
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const url = new URL(args.request.url);
  const session = await site.session();
  const email = url.searchParams.get("email")?.trim() ?? "";
  if (!session?.user.isBackofficeUser) {
    const back = `${screenPaths.consents}?${new URLSearchParams({ subject: email }).toString()}`;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${adminLoginPath}?${new URLSearchParams({ redirectTo: back }).toString()}`);
  }
  const isJson = url.searchParams.get("format") === "json";
  const headers = { accesstoken: session.accessToken };
  const day = new Date().toISOString().slice(0, 10);
  try {
    const body = isJson
      ? JSON.stringify(
          await dataOf(
            site.api.GET("/api/v1/admin/consents/subject", {
              params: { query: { email } },
              headers,
            }),
          ),
          null,
          2,
        )
      : await fileOf(
          site.api.GET("/api/v1/admin/consents/subject/export", {
            params: { query: { email } },
            headers,
            parseAs: "text",
          }),
        );
    return new Response(body, {
      headers: {
        "content-type": isJson ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="data-subject-${day}.${isJson ? "json" : "csv"}"`,
        "cache-control": "no-store",
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return new Response(error.message, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
}
