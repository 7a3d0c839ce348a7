import { redirect } from "react-router";
import { screenPath } from "#common/route-paths.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { languages, localisePath } from "#src/lib/languages.ts";
import type { Session } from "#src/features/auth/session.server.ts";

type Args = { request: Request; context: { get: (key: typeof siteContext) => SiteRequest } };

/** The login page of the request's language, e.g. /prijava or /en/login. */
export const loginPath = (site: Pick<SiteRequest, "language">) =>
  screenPath("login", languages[site.language].code2);

/**
 * spec 4 route guard, private routes: a guest goes to the login page, which brings them back
 * here afterwards (redirectTo, a safe internal path by spec 5).
 */
export async function requireSession(args: Args): Promise<NonNullable<Session>> {
  const site = args.context.get(siteContext);
  const session = await site.session();
  if (session) return session;
  const url = new URL(args.request.url);
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  throw redirect(`${loginPath(site)}?${new URLSearchParams({ redirectTo: back }).toString()}`);
}

/** spec 4 route guard, guest routes (login, register, forgot password): signed-in users go home. */
export async function guestOnly(args: Args): Promise<null> {
  const site = args.context.get(siteContext);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  if (await site.session()) throw redirect(localisePath("/", site.language));
  return null;
}
