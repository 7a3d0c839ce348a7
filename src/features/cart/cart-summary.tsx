import type { Cart } from "#generated/types.ts";
import { formatMeasure } from "#common/money.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import type { CartMoney } from "./cart-money.ts";

/**
 * spec 2 cart summary: items total, coupon discount, member (loyalty) discount, delivery, the
 * VAT the prices include per rate, and the grand total, as the server computed them.
 */
export function CartSummary({
  cart,
  money,
  code2,
}: {
  cart: Cart;
  money: CartMoney;
  code2: string;
}) {
  const { t } = useTranslation("cart");
  const { totals } = money;
  const code = cart.coupon?.code ?? cart.couponCode ?? "";
  return (
    <dl className="cart-summary">
      <div className="cart-summary__row">
        <dt>{t("summary.itemsTotal")}</dt>
        <dd>{money.format(totals.itemsTotal)}</dd>
      </div>
      {totals.coupon > 0 && (
        <div className="cart-summary__row cart-summary__row--discount">
          <dt>{t("summary.coupon", { code })}</dt>
          <dd>−{money.format(totals.coupon)}</dd>
        </div>
      )}
      {totals.loyalty > 0 && (
        <div className="cart-summary__row cart-summary__row--discount">
          <dt>{t("summary.loyalty")}</dt>
          <dd>−{money.format(totals.loyalty)}</dd>
        </div>
      )}
      <div className="cart-summary__row">
        <dt>{t("summary.delivery")}</dt>
        <dd>
          {cart.deliveryMethodId === null
            ? t("summary.deliveryLater")
            : money.format(totals.delivery)}
        </dd>
      </div>
      <div className="cart-summary__row cart-summary__row--total">
        <dt>{t("summary.total")}</dt>
        <dd>{money.format(totals.orderTotal)}</dd>
      </div>
      {cart.prices.taxRates
        .filter((line) => line.tax > 0)
        .map((line) => (
          <div key={line.rateBasisPoints} className="cart-summary__row cart-summary__row--tax">
            <dt>
              {t("summary.tax", { rate: formatMeasure(line.rateBasisPoints / 100, null, code2) })}
            </dt>
            <dd>{money.format(money.tax(line.tax))}</dd>
          </div>
        ))}
    </dl>
  );
}
