import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import validateDeleteAccount from "#generated/validators/requests/delete-account.js";
import {
  clearSessionCookies,
  cookieSecurity,
  flashCookie,
} from "#src/features/auth/session-cookies.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { resources } from "#src/lib/i18n.ts";
import { languages, localisePath } from "#src/lib/languages.ts";
import { failure, type readAction } from "./action-helpers.server.ts";
import { formErrors, readFields } from "./form-data.ts";
import { requireSession } from "./guards.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * GET of the my-data screen (issue 9, GDPR access): everything the site holds about the
 * signed-in user as a JSON file to download; guests go to the login page and back.
 */
export async function myDataLoader(args: LoaderFunctionArgs) {
  const session = await requireSession(args);
  const site = args.context.get(siteContext);
  const mine = await dataOf(
    site.api.GET("/api/v1/user/web/data", { headers: { accesstoken: session.accessToken } }),
  );
  const { code2 } = languages[site.language];
  const day = mine.exportedAt.slice(0, 10);
  const fileName = `${resources[code2].account.myData.fileName}-${day}.json`;
  return new Response(`${JSON.stringify(mine, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

type ProfileAction = Awaited<ReturnType<typeof readAction>>;

/**
 * The profile's deleteAccount intent (issue 9, GDPR erasure): confirmed with the password; on
 * success the session cookies go and the visitor lands home with a toast.
 */
export async function deleteAccountIntent(
  args: ActionFunctionArgs,
  { form, site, translate }: Pick<ProfileAction, "form" | "site" | "translate">,
  accessToken: string,
) {
  const intent = "deleteAccount";
  const values = readFields(form, ["password"], { untrimmed: ["password"] });
  const fields = formErrors(validateDeleteAccount, values, translate);
  if (fields) return failure({ intent, fields, values });
  try {
    await dataOf(
      site.api.POST("/api/v1/user/web/delete", {
        body: { password: values.password ?? "" },
        headers: { accesstoken: accessToken },
      }),
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const status = error.status >= 400 ? error.status : 502;
    return failure({ intent, fields: { password: error.message }, values }, status);
  }
  const security = cookieSecurity(args.request);
  const headers = new Headers();
  for (const cookie of clearSessionCookies(security)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie("accountDeleted", security));
  return redirect(localisePath("/", site.language), { headers });
}
