import { redirect, replace, type ActionFunctionArgs } from "react-router";
import { readAction } from "#src/features/account/action-helpers.server.ts";
import { loginPath } from "#src/features/account/guards.server.ts";
import { cookieSecurity, flashCookie } from "#src/features/auth/session-cookies.ts";
import { isSafeInternalPath } from "#src/features/site/site-options.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { languageFromPath, localisePath } from "#src/lib/languages.ts";
import { parseToggle } from "./wishlist-paths.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * The heart of a product (spec 4 wishlist toggle): puts the product on the signed-in user's
 * wishlist or takes it off, and goes back to the page it was pressed on (a safe internal path,
 * spec 5) with the addedToWishlist or removedFromWishlist toast. A visitor goes to the login
 * page of that page's language, which brings them back afterwards. Errors are not shown (spec 8).
 */
export async function wishlistToggleAction(args: ActionFunctionArgs) {
  const { form, site } = await readAction(args);
  const toggle = parseToggle(form.get("toggle"));
  const asked = toggle?.back ?? "";
  const isSafe = isSafeInternalPath(asked);
  const language = isSafe ? languageFromPath(asked) : site.language;
  const back = isSafe ? asked : localisePath("/", language);
  const session = await site.session();
  if (!session) {
    const query = new URLSearchParams({ redirectTo: back }).toString();
    return redirect(`${loginPath({ language })}?${query}`);
  }
  // a post without a product is no toggle: back to the page, as any refused toggle (spec 8)
  if (!toggle) return replace(back);
  const headers = new Headers();
  try {
    const result = await dataOf(
      site.api.POST("/api/v1/cms/wishlist/create", {
        body: { product_id: toggle.productId, wished: toggle.wished },
        headers: { accesstoken: session.accessToken },
      }),
    );
    const flash = result.wished ? "addedToWishlist" : "removedFromWishlist";
    headers.append("Set-Cookie", flashCookie(flash, cookieSecurity(args.request)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
  // the same page again, in place of the one the heart was pressed on (no new history entry)
  return replace(back, { headers });
}

/** A GET of the toggle changes nothing: it just goes home. */
export function wishlistToggleLoader() {
  return redirect("/");
}
