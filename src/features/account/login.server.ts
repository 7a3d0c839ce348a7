import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { adminLoginAction } from "#src/features/auth/admin-login.server.ts";
import { restoreAbandonedCart } from "#src/features/cart/restore-cart.server.ts";
import { cookieSecurity, flashCookie } from "#src/features/auth/session-cookies.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { resources } from "#src/lib/i18n.ts";
import { languages } from "#src/lib/languages.ts";
import { guestOnly } from "./guards.server.ts";
import { isSocialErrorKey } from "./social-errors.ts";
import { socialProviders } from "./social-login.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The login page (spec 2): with `verificationToken` (the link of a registration mail) it
 * verifies the address first and comes back without the token, with the emailConfirmed toast
 * (spec 4, 8); a refused token shows the API's reason. Signed-in users go home (guest route).
 * It offers the site's social login providers, and explains a social login that failed
 * (`socialError`, set by the social login route).
 */
export async function loginLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const site = context.get(siteContext);
  const url = new URL(request.url);
  const token = url.searchParams.get("verificationToken");
  if (token) {
    try {
      await dataOf(
        site.api.GET("/api/v1/user/web/verify/{token}", { params: { path: { token } } }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { verifyError: error.message, socialError: null, providers: [] };
    }
    url.searchParams.delete("verificationToken");
    const headers = { "Set-Cookie": flashCookie("emailConfirmed", cookieSecurity(request)) };
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown redirect is the response
    throw redirect(url.pathname.replace(/\.data$/, "") + url.search, { headers });
  }
  await guestOnly(args);
  const socialError = url.searchParams.get("socialError");
  return {
    verifyError: null,
    socialError: isSocialErrorKey(socialError)
      ? resources[languages[site.language].code2].api[socialError]
      : null,
    providers: await socialProviders(site.api),
  };
}

export type LoginPageData = Awaited<ReturnType<typeof loginLoader>>;

/**
 * The shopper's login is the editors' action (spec 4: tokens, toast, safe redirect back), and
 * it restores the shopper's abandoned cart (spec 4).
 */
export function loginAction(args: ActionFunctionArgs) {
  const site = args.context.get(siteContext);
  return adminLoginAction(args, {
    afterLogin: (accessToken) => restoreAbandonedCart(site, accessToken),
  });
}
