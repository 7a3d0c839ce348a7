import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { isSafeInternalPath } from "#src/features/site/site-options.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";

const goalTypes = ["message", "url", "file"] as const;

/**
 * spec 2 confirm-email page (the link of a form's confirmation mail): reads goal, goalType and
 * confirmedEmail; a missing one is a 404 'goal or goalType were not defined' (spec 8). With a
 * `token` (the newsletter's double opt-in link, issue 21) it spends the token through
 * confirmEmail first and comes back without it, so a reload does not spend it again; a refused
 * token shows the API's reason instead of the goal. By goalType: message shows the goal, url
 * redirects to it, file offers it for download; a url or file must be an internal path of safe
 * characters (spec 5).
 */
export async function confirmEmailLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = url.searchParams;
  const goal = query.get("goal");
  const goalType = goalTypes.find((type) => type === query.get("goalType"));
  const confirmedEmail = query.get("confirmedEmail");
  if (!goal || !goalType || !confirmedEmail)
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
    throw data("goal or goalType were not defined", { status: 404 });
  if (goalType !== "message" && !isSafeInternalPath(goal))
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
    throw data("goal or goalType were not defined", { status: 404 });
  const token = query.get("token");
  if (token) {
    const refusal = await confirmToken(context.get(siteContext), token);
    if (refusal !== null) return { goal, goalType, confirmedEmail, refusal };
    query.delete("token");
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(`${url.pathname.replace(/\.data$/, "")}?${query.toString()}`);
  }
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
  if (goalType === "url") throw redirect(goal);
  return { goal, goalType, confirmedEmail, refusal: null };
}

/** Spends a confirmation token (spec 7 confirmEmail): null when it confirmed, else the reason. */
async function confirmToken(site: Pick<SiteRequest, "api">, token: string): Promise<string | null> {
  try {
    await dataOf(site.api.POST("/api/v1/cms/form/confirmEmail", { body: { token } }));
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.message;
  }
}

export type ConfirmEmailData = Awaited<ReturnType<typeof confirmEmailLoader>>;
