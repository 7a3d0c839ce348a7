import { redirect, type LoaderFunctionArgs } from "react-router";
import { adminLoginPath } from "#common/route-paths.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { fileOf } from "#src/lib/api-client.ts";
import { submissionFiltersOf } from "../area/forms/forms.server.ts";

/**
 * /admin/forms/export.csv?form=<formSlug> (issue 21): one form's submissions as CSV for the
 * list's link. The browser's link carries the session cookie, not the API's accessToken
 * header, so this resource route calls exportFormSubmissions in-process.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const url = new URL(args.request.url);
  const session = await site.session();
  if (!session?.user.isBackofficeUser) {
    const back = `/admin/forms${url.search}`;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${adminLoginPath}?${new URLSearchParams({ redirectTo: back }).toString()}`);
  }
  const { formSlug } = submissionFiltersOf(url);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown Response is the answer
  if (!formSlug) throw new Response(null, { status: 404 });
  const csv = await fileOf(
    site.api.GET("/api/v1/admin/forms/submissions/export/{formSlug}", {
      params: { path: { formSlug } },
      headers: { accesstoken: session.accessToken },
      parseAs: "text",
    }),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${formSlug}.csv"`,
      "cache-control": "no-store",
    },
  });
}
