import { redirect, type ActionFunctionArgs } from "react-router";
import { siteContext } from "#src/features/site/site-context.ts";
import { ApiError } from "#src/lib/api-error.ts";
import {
  clearSessionCookies,
  cookieSecurity,
  flashCookie,
  readSessionTokens,
} from "./session-cookies.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * spec 2, 4: revokes the session's tokens (POST /api/v1/logout), deletes both cookies and goes
 * home with the logout toast. Tokens the API no longer knows (expired, revoked) still log out here.
 * The wishlist clears with the session: pages read it per request from the session (root loader),
 * and nothing of it is kept in the browser. The cart session ends too (spec 4: its cookies are
 * deleted; the cart stays the account's, for the next login to restore).
 */
export async function adminLogoutAction({ request, context }: ActionFunctionArgs) {
  const { api, cart } = context.get(siteContext);
  const tokens = readSessionTokens(request.headers.get("cookie"));
  if (tokens.accessToken || tokens.refreshToken) {
    try {
      await dataOf(
        api.POST("/api/v1/logout", {
          headers: { accesstoken: tokens.accessToken, refreshtoken: tokens.refreshToken },
        }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  cart.forget();
  const security = cookieSecurity(request);
  const headers = new Headers();
  for (const cookie of clearSessionCookies(security)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", flashCookie("logoutSuccess", security));
  return redirect("/", { headers });
}

/** A GET of /adminLogout changes nothing (logging out is a POST): it just goes home. */
export function adminLogoutLoader() {
  return redirect("/");
}
