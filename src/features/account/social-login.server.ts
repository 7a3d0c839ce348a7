import { redirect, type LoaderFunctionArgs } from "react-router";
import type { SocialProvider } from "#generated/types.ts";
import { safeRedirectTarget } from "#src/features/auth/auth-paths.ts";
import {
  cookieSecurity,
  flashCookie,
  serializeCookie,
  sessionCookies,
  type CookieSecurity,
} from "#src/features/auth/session-cookies.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { readCookie } from "#common/cookies.ts";
import type { ApiClient } from "#src/lib/api-client.ts";
import { restoreAbandonedCart } from "#src/features/cart/restore-cart.server.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { guestOnly, loginPath } from "./guards.server.ts";
import { socialErrorKey, type SocialErrorKey } from "./social-errors.ts";
import { dataOf } from "#src/lib/api-client.ts";

// The flow's state, bound to this browser until the provider sends it back (decision 014):
// HttpOnly, and SameSite=Lax so the provider's top-level redirect back still carries it.
const stateCookieName = "socialLogin";
const stateMaxAge = 10 * 60;
const stateCookie = (state: string, security: CookieSecurity) =>
  serializeCookie(stateCookieName, state, { maxAge: stateMaxAge, ...security });
const clearStateCookie = (security: CookieSecurity) =>
  serializeCookie(stateCookieName, "", { maxAge: 0, ...security });

/** The site's social login providers (spec 2), none when the API cannot list them. */
export async function socialProviders(api: ApiClient): Promise<SocialProvider[]> {
  try {
    return await dataOf(api.GET("/api/v1/user/social/providers"));
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

const isCallback = (params: URLSearchParams) =>
  ["state", "code", "error"].some((name) => params.has(name));

/**
 * The social login route (spec 2 `/social-login`, spec 4 social strategy), three ways:
 * - `?provider=…` begins a login: the API keeps the flow, this response keeps its state in a
 *   cookie and sends the browser to the provider (a link, not a form: `form-action 'self'`);
 * - the provider's answer (`?code=…&state=…` or `?error=…`) finishes it: the state must be this
 *   browser's, then the session starts as after a password login (same cookies, login toast)
 *   and the browser goes to the safe path stored when it began (spec 5);
 * - otherwise the screen lists the providers.
 * Every failure goes to the login page, which says what happened (never a 500).
 */
export async function socialLoginLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const security = cookieSecurity(request);
  const fail = (key: SocialErrorKey) => {
    const target = `${loginPath(site)}?${new URLSearchParams({ socialError: key }).toString()}`;
    return redirect(target, { headers: { "Set-Cookie": clearStateCookie(security) } });
  };

  if (isCallback(url.searchParams)) {
    const state = url.searchParams.get("state");
    const kept = readCookie(request.headers.get("cookie"), stateCookieName);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    if (!state || !kept || state !== kept) throw fail("socialStateInvalid");
    let result;
    try {
      result = await dataOf(
        site.api.POST("/api/v1/user/social/oauth", { body: { state, query: url.search.slice(1) } }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
      throw fail(socialErrorKey(error, "socialFailed"));
    }
    // spec 4: a login restores the abandoned cart (its cookies come with this response)
    await restoreAbandonedCart(site, result.tokens.accessToken);
    const headers = new Headers();
    for (const cookie of sessionCookies(result.tokens, security))
      headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", flashCookie("loginSuccess", security));
    headers.append("Set-Cookie", clearStateCookie(security));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(safeRedirectTarget(result.returnTo), { headers });
  }

  await guestOnly(args);
  const provider = url.searchParams.get("provider");
  if (provider) {
    const returnTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
    let started;
    try {
      started = await dataOf(
        site.api.GET("/api/v1/user/social/redirect-login", {
          params: { query: { provider, returnTo } },
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
      throw fail(socialErrorKey(error, "socialProviderUnknown"));
    }
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(started.url, {
      headers: { "Set-Cookie": stateCookie(started.state, security) },
    });
  }
  return { providers: await socialProviders(site.api) };
}

export type SocialLoginData = Awaited<ReturnType<typeof socialLoginLoader>>;
