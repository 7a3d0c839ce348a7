import { useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "#src/features/site/root.server.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { currencyPath } from "./currency-paths.ts";

/**
 * The header's currency choice (spec 3 currency settings), only when the site allows more than
 * one currency: a disclosure (native <details>, so it opens without JavaScript and from the
 * keyboard) showing the current currency, holding a form whose buttons post the choice to
 * /currency, which remembers it in a cookie and comes back to this page. `place` styles it for
 * the desktop utility bar or the mobile header bar.
 */
export function CurrencySwitch({ place }: { place: "desktop" | "mobile" }) {
  const { t } = useTranslation("layout");
  const root = useRouteLoaderData<RootData>("root");
  const { pathname, search } = useLocation();
  const currencies = root?.currencies ?? [];
  const current = currencies.find((currency) => currency.id === root?.currencyId);
  if (currencies.length < 2 || !current) return null;
  return (
    // keyed by the page: a choice left open closes when the shopper navigates elsewhere
    <details key={pathname} className={`currency-switch currency-switch--${place}`}>
      <summary className="currency-switch__summary">
        {/* The visible code starts the accessible name (WCAG 2.5.3 label in name). */}
        {current.label}
        <span className="visually-hidden">
          {" – "}
          {t("header.currency")}
        </span>
      </summary>
      <form method="post" action={currencyPath} className="currency-switch__form">
        <input type="hidden" name="back" value={`${pathname}${search}`} />
        <div role="group" aria-label={t("header.currency")} className="currency-switch__list">
          {currencies.map((currency) => (
            <button
              key={currency.id}
              type="submit"
              name="currency"
              value={currency.id}
              className="currency-switch__option"
              aria-pressed={currency.id === current.id}
            >
              {currency.label}
              <span className="visually-hidden">
                {" – "}
                {t("header.pricesIn", { currency: currency.label })}
              </span>
            </button>
          ))}
        </div>
      </form>
    </details>
  );
}
