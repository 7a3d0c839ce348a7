import { data, redirect, type ActionFunctionArgs } from "react-router";
import { readAction } from "#src/features/account/action-helpers.server.ts";
import { cookieSecurity, flashCookie } from "#src/features/auth/session-cookies.ts";
import { ApiError } from "#src/lib/api-error.ts";
import { addIntent } from "./add-intent.server.ts";
import { apiRefusal, type CartRequest, type IntentOutcome } from "./cart-outcome.server.ts";
import { parseCardAdd } from "./cart-paths.ts";
import { isCartIntent, scriptField } from "./cart-result.ts";
import { lineIntent } from "./line-intents.server.ts";

/**
 * The cart page's action (POST /kosarica, /en/cart, /de/einkaufswagen): every cart form posts
 * here, by intent, and works without JavaScript. A hydrated form (a fetcher, `client=script`)
 * always gets data back and decides itself (toast, cart modal, navigation); a plain post gets
 * the page again with the result, or a redirect after an add (spec 9 addition behaviour: to
 * the cart page, or back to its page with the addedToCart toast).
 */
export async function cartAction(args: ActionFunctionArgs) {
  const { form, site, texts } = await readAction(args);
  const card = parseCardAdd(form.get("cartAdd"));
  const intent = card ? "add" : form.get("intent");
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  if (!isCartIntent(intent)) throw data(null, { status: 400 });
  const request: CartRequest = { form, site, texts, request: args.request };
  const isScript = form.get(scriptField.name) === scriptField.value;
  let outcome: IntentOutcome;
  try {
    outcome =
      intent === "add"
        ? await addIntent(request, { card, isScript })
        : await lineIntent(request, intent);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    outcome = apiRefusal(request, intent, error);
  }
  if ("data" in outcome) {
    const headers = new Headers();
    for (const cookie of outcome.cookies ?? []) headers.append("Set-Cookie", cookie);
    return data(outcome.data, { status: outcome.status, headers });
  }
  const headers = new Headers();
  if (outcome.flash)
    headers.append("Set-Cookie", flashCookie(outcome.flash, cookieSecurity(args.request)));
  return redirect(outcome.redirectTo, { headers });
}
