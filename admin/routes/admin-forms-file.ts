import { redirect, type LoaderFunctionArgs } from "react-router";
import { adminLoginPath } from "#common/route-paths.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { fileOf } from "#src/lib/api-client.ts";

/** What downloadFormFile's handler answers in-process (server/modules/forms/routes.ts). */
type SentFile = { name: string; mime: string; bytes: Uint8Array };

/**
 * /admin/forms/files/:id (issue 21): a file sent with a submission, for the list's links (the
 * session cookie, not the API's header): an attachment of the type read from its content,
 * never sniffed, never shown inline on the site's origin.
 */
export async function loader(args: LoaderFunctionArgs) {
  const site = args.context.get(siteContext);
  const session = await site.session();
  if (!session?.user.isBackofficeUser) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(
      `${adminLoginPath}?${new URLSearchParams({ redirectTo: "/admin/forms" }).toString()}`,
    );
  }
  const id = Number(args.params.id);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown Response is the answer
  if (!Number.isSafeInteger(id) || id < 1) throw new Response(null, { status: 404 });
  // in-process the handler's answer comes back as it is: {data: the file}
  const answer = (await fileOf(
    site.api.GET("/api/v1/admin/forms/files/{id}", {
      params: { path: { id } },
      headers: { accesstoken: session.accessToken },
    }),
  )) as unknown as { data: SentFile };
  const file = answer.data;
  const ascii = file.name.replace(/[^\w .-]/g, "_");
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "content-type": file.mime,
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
