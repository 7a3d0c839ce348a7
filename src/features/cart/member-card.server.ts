import type { CartSession } from "#generated/types.ts";
import { cookieSecurity, serializeCookie } from "#src/features/auth/session-cookies.ts";
import { ApiError } from "#src/lib/api-error.ts";
import {
  apiRefusal,
  done,
  refused,
  type CartRequest,
  type IntentOutcome,
} from "./cart-outcome.server.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** spec 9: cookies live 30 days by default; the card's (spec 3 memberCardBarcode) too. */
const barcodeCookieMaxAge = 2_592_000;

/**
 * spec 4, 5 membership barcode on the cart: only for a signed-in shopper; an empty one applies
 * nothing (it takes a card off the cart); the one the cart has already is not sent again. The
 * server checks it: refused, core.notifications.membershipCardBarcodeInvalid; accepted, the
 * cart's lines take member prices, the card is kept in the memberCardBarcode cookie and, when
 * the profile has none, saved to the profile (memebrshipCardBarcodeApplied).
 */
export async function memberCardIntent(
  request: CartRequest,
  credentials: CartSession,
): Promise<IntentOutcome> {
  const { form, site, texts } = request;
  const notifications = texts.core.notifications;
  const session = await site.session();
  if (!session)
    return refused("memberCard", texts.cart.memberCard.signIn, { kind: "info", status: 401 });
  const typed = form.get("barcode");
  const barcode = typeof typed === "string" ? typed.replace(/\s+/g, "") : "";
  const current = await site.cart.get();
  if (!barcode && !current?.memberCardBarcode)
    return refused("memberCard", texts.validation.required, { value: barcode });
  if (current && current.memberCardBarcode === barcode)
    return done("memberCard", current, {
      message: notifications.memebrshipCardBarcodeApplied,
      texts,
    });
  // the API's request schema takes digits only: anything else is not a barcode at all
  if (!/^[0-9]{0,13}$/.test(barcode))
    return refused("memberCard", notifications.membershipCardBarcodeInvalid, { value: barcode });
  const headers = { accesstoken: session.accessToken };
  try {
    const cart = await dataOf(
      site.api.POST("/api/v2/cart/applyMemberCard", {
        body: { ...credentials, ...site.cart.currency, barcode },
        headers,
      }),
    );
    site.cart.replace(cart);
    if (barcode && !session.user.memberCardBarcode) {
      const { details, email } = session.user;
      await dataOf(
        site.api.PATCH("/api/v1/user/web/update", {
          body: { details, email, memberCardBarcode: barcode },
          headers,
        }),
      ).catch((error: unknown) => {
        // the card works on this cart even when the profile keeps the old value
        if (!(error instanceof ApiError)) throw error;
      });
    }
    const cookie = serializeCookie("memberCardBarcode", barcode, {
      maxAge: barcode ? barcodeCookieMaxAge : 0,
      ...cookieSecurity(request.request),
    });
    const outcome = done("memberCard", cart, {
      message: notifications.memebrshipCardBarcodeApplied,
      texts,
    });
    return { ...outcome, cookies: [cookie] };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message =
      error.status === 400
        ? notifications.membershipCardBarcodeInvalid
        : notifications.membershipCardBarcodeError;
    const outcome = apiRefusal(request, "memberCard", error, message);
    if ("data" in outcome) outcome.data.value = barcode;
    return outcome;
  }
}
