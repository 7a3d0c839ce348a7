import { redirect, type ActionFunctionArgs } from "react-router";
import { cookieSecurity } from "#src/features/auth/session-cookies.ts";
import { siteContext } from "#src/features/site/site-context.ts";
import { backPath } from "#src/features/site/site-options.ts";
import { localisePath } from "#src/lib/languages.ts";
import { allowedCurrency } from "#common/shopper-currency.ts";
import { currencyCookie } from "./currency-cookie.ts";

/**
 * The header's currency choice (spec 3 currency settings): remembers an allowed currency in the
 * currency cookie (30 days) and goes back to the page it was chosen on (a safe internal path,
 * spec 5), which then shows its prices in that currency. A currency the site does not allow
 * changes nothing.
 */
export async function currencyAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => undefined);
  const site = context.get(siteContext);
  const back = backPath(form?.get("back"), localisePath("/", site.language));
  const settings = site.domain.currency;
  const currency = allowedCurrency(settings, form?.get("currency"));
  const headers = new Headers();
  if (currency) {
    const isMain = currency.id === settings.mainCurrencyId;
    headers.append(
      "Set-Cookie",
      currencyCookie({ id: currency.id, isMain }, cookieSecurity(request)),
    );
  }
  // 303: the page is fetched again with GET, in place of the one the choice was made on
  return redirect(back, { status: 303, headers });
}

/** A GET of the choice changes nothing: it just goes home. */
export function currencyLoader() {
  return redirect("/");
}
