import { Link } from "react-router";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { Picture } from "#src/renderer/picture.tsx";
import type { LanguageCode } from "#src/lib/languages.ts";
import { languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { formatCents, shownTotals } from "./cart-money.ts";
import type { CheckoutSummary as Summary } from "./checkout.server.ts";

/**
 * spec 2 summary beside the steps: the lines, coupon, loyalty, delivery, VAT and the total, in
 * the shopper's currency (the converted view) with the main-currency total charged.
 */
export function CheckoutSummary({
  summary,
  language,
}: {
  summary: Summary;
  language: LanguageCode;
}) {
  const { t } = useTranslation("checkout");
  const path = useScreenPath();
  const code2 = languages[language].code2;
  const { prices } = summary;
  const shown = shownTotals(prices);
  const money = (cents: number) => formatCents(cents, { currency: shown.currency, code2 });
  const main = (cents: number) => formatCents(cents, { currency: prices.currency, code2 });
  const rate = (basisPoints: number) =>
    new Intl.NumberFormat(code2, { maximumFractionDigits: 2 }).format(basisPoints / 100);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="checkout-summary__title">
        {t("summary.title")}
      </h2>
      <ul className="checkout-summary__items">
        {summary.items.map((item) => (
          <li key={item.itemId} className="checkout-summary__item">
            {item.media && (
              <Picture
                className="checkout-summary__image"
                src={item.media.src}
                alt=""
                sizes="56px"
              />
            )}
            <span className="checkout-summary__name">
              {item.name}
              {item.variantLabel && (
                <span className="checkout-summary__muted">{item.variantLabel}</span>
              )}
              <span className="checkout-summary__muted">
                {t("summary.quantity", { qty: item.qty })}
              </span>
            </span>
            <span className="checkout-summary__amount">{money(item.convertedRow ?? item.row)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <div>
          <dt>{t("summary.itemsTotal")}</dt>
          <dd>{money(shown.itemsTotal)}</dd>
        </div>
        {shown.coupon > 0 && (
          <div>
            <dt>{t("summary.coupon", { code: summary.coupon ?? "" })}</dt>
            <dd>−{money(shown.coupon)}</dd>
          </div>
        )}
        {shown.loyalty > 0 && (
          <div>
            <dt>{t("summary.loyalty")}</dt>
            <dd>−{money(shown.loyalty)}</dd>
          </div>
        )}
        <div>
          <dt>{t("summary.delivery")}</dt>
          <dd>{summary.hasDelivery ? money(shown.delivery) : t("summary.deliveryLater")}</dd>
        </div>
        {prices.taxRates.map((line) => (
          <div key={line.rateBasisPoints} className="checkout-summary__vat">
            <dt>{t("summary.vat", { rate: rate(line.rateBasisPoints) })}</dt>
            <dd>{main(line.tax)}</dd>
          </div>
        ))}
        <div className="checkout-summary__total">
          <dt>{t("summary.total")}</dt>
          <dd>{money(shown.orderTotal)}</dd>
        </div>
      </dl>
      {shown.isConverted && (
        <p className="checkout-summary__muted">
          {t("summary.converted", {
            currency: shown.currency.label,
            total: main(prices.orderTotal),
          })}
        </p>
      )}
      <Link to={path("cart")} className="checkout-summary__edit">
        {t("summary.editCart")}
      </Link>
    </aside>
  );
}
