import type { Cart } from "#generated/types.ts";
import type { FlashKind } from "#src/features/auth/session-cookies.ts";
import { productPath } from "#src/features/catalog/catalog-paths.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import type { ApiError } from "#src/lib/api-error.ts";
import { localisePath } from "#src/lib/languages.ts";
import { cartPath } from "./cart-paths.ts";
import type { CartActionData, CartIntent } from "./cart-result.ts";
import { isEndedCart } from "./cart-session.server.ts";
import { noticeTexts, type Texts } from "./cart-texts.ts";

/** Everything an intent needs: the form, the site, the texts of the page's language. */
export type CartRequest = {
  form: FormData;
  site: SiteRequest;
  texts: Texts;
  request: Request;
};

/** What an intent decided: data for the page, or where to go (with a one-shot toast). */
export type IntentOutcome =
  | { data: CartActionData; status: number; cookies?: string[] }
  | { redirectTo: string; flash?: FlashKind };

/** A worked intent: its message and the server's notices of the cart it answered. */
export const done = (
  intent: CartIntent,
  cart: Cart,
  { message, texts, ...extra }: { message: string; texts: Texts } & Partial<CartActionData>,
): IntentOutcome => ({
  data: {
    intent,
    isOk: true,
    kind: "success",
    message,
    notices: noticeTexts(cart.notices, texts),
    ...extra,
  },
  status: 200,
});

/** A refused intent: its message (spec 8: the server's, translated), kind and status. */
export const refused = (
  intent: CartIntent,
  message: string,
  { kind = "error", status = 400, ...extra }: Partial<CartActionData> & { status?: number } = {},
): IntentOutcome => ({
  data: { intent, isOk: false, kind, message, notices: [], ...extra },
  status,
});

/**
 * An API refusal of a cart call (spec 4, 8): 'Cart is archived.' or 'Session already used.' end
 * the session and go home with an alert; an unknown cart ends the session; anything else is the
 * server's translated message.
 */
export function apiRefusal(
  { site, texts }: CartRequest,
  intent: CartIntent,
  error: ApiError,
  fallback?: string,
): IntentOutcome {
  if (isEndedCart(error)) {
    site.cart.forget({ isEnded: true });
    return { redirectTo: localisePath("/", site.language), flash: "cartArchived" };
  }
  if (error.key === "api.cartNotFound") site.cart.forget();
  // a refusal says why in the page's language; a failure of the server is not explained
  const isRefusal = error.status >= 400 && error.status < 500;
  return refused(
    intent,
    fallback ?? (isRefusal ? error.message : texts.toasts.error.cartUpdateError),
    {
      status: isRefusal ? error.status : 502,
    },
  );
}

/** Where a plain post lands when its add needs a choice first: the product page (spec 4). */
export const choosePage = (site: SiteRequest, slug: string): string =>
  slug ? productPath(slug, site.language) : cartPath(site.language);
