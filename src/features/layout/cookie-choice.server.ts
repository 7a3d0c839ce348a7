import { data, redirect, type ActionFunctionArgs } from "react-router";
import { readCookie } from "#common/cookies.ts";
import { formConsentsOf, postedIds } from "#src/features/account/shown-consents.ts";
import { cookieSecurity } from "#src/features/auth/session-cookies.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { backPath } from "#src/features/site/site-options.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { localisePath } from "#src/lib/languages.ts";
import {
  cookieBannerForm,
  cookieConsentName,
  cookieConsentValue,
  newVisitorId,
  parseCookieChoice,
  visitorLogEmail,
} from "./cookie-consent.ts";

/** What the banner's fetcher hears back: the categories kept, or that the log failed. */
export type CookieChoiceResult = { ok: true; accepted: string[] } | { ok: false };

/**
 * The cookie banner's choice of categories (decision 047): all, necessary only, or the ones
 * ticked, among the categories the cookieBanner assignment asks for. The choice is logged first
 * (spec 7 gdpr web/consent/log/create: the accepted ones `accepted`, the others `withdrawn`,
 * by the visitor id the cookie keeps) and only a logged choice is kept in the cookie: an
 * unlogged one leaves the banner up with spec 8's failedConsentLog. Without JavaScript the form
 * posts and the visitor goes back to the page (303); the banner's fetcher gets the result.
 */
export async function cookieChoiceAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => undefined);
  const site = context.get(siteContext);
  const back = backPath(form?.get("back"), localisePath("/", site.language));
  const isFetch = form?.get("js") === "1";
  const failed = () =>
    isFetch
      ? data<CookieChoiceResult>({ ok: false }, { status: 502 })
      : redirect(back, { status: 303 });
  const categories = await formConsentsOf(site, cookieBannerForm);
  if (!form || !categories) return failed();
  const keys = categories.map((category) => category.id);
  const choice = form.get("choice");
  const ticked = postedIds(form);
  const accepted =
    choice === "all" ? keys : keys.filter((key) => choice === "custom" && ticked.includes(key));
  const refused = keys.filter((key) => !accepted.includes(key));
  const previous = parseCookieChoice(readCookie(request.headers.get("cookie"), cookieConsentName));
  const visitorId = previous.visitorId ?? newVisitorId();
  try {
    for (const [status, consents] of [
      ["accepted", accepted],
      ["withdrawn", refused],
    ] as const)
      if (consents.length > 0)
        await dataOf(
          site.api.POST("/api/v1/gdpr/web/consent/log/create", {
            body: {
              assignedTo: cookieBannerForm,
              status,
              sourceType: "cmsSite",
              statusTimestamp: new Date().toISOString(),
              consents,
              user: { userType: "guest", email: visitorLogEmail(visitorId) },
            },
          }),
        );
  } catch (error) {
    if (error instanceof ApiError) return failed();
    throw error;
  }
  const headers = new Headers({
    "Set-Cookie": cookieConsentValue({ visitorId, accepted }, cookieSecurity(request).isSecure),
  });
  return isFetch
    ? data<CookieChoiceResult>({ ok: true, accepted }, { headers })
    : redirect(back, { status: 303, headers });
}

/** A GET of the choice changes nothing: it just goes home. */
export function cookieChoiceLoader() {
  return redirect("/");
}
