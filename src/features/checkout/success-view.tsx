import { Link, useLoaderData } from "react-router";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { categoryPath } from "#src/features/catalog/catalog-paths.ts";
import { languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { formatCents } from "./cart-money.ts";
import type { SuccessData } from "./success.server.ts";

/**
 * spec 2 checkout success: thanks and the order number (orderSlug); for a bank transfer the
 * payment data and the HUB-3 barcode to scan in a banking app (issue 17); for a card or the
 * card wallet whether its provider confirmed the payment (decision 045).
 */
export function SuccessView() {
  const { t } = useTranslation("checkout");
  const { number, order, language, isCustomer } = useLoaderData<SuccessData>();
  const path = useScreenPath();
  const code2 = languages[language].code2;
  const bank = order?.paymentKind === "bankTransfer" ? order.bankTransfer : null;
  return (
    <div className="checkout checkout-result">
      <div className="checkout__main checkout-result__card">
        <h1 className="checkout__title">{t("success.title")}</h1>
        {number && <p className="checkout-result__number">{t("success.number", { number })}</p>}
        <p>{t("success.mailed")}</p>
        {(order?.paymentKind === "card" || order?.paymentKind === "wallet") && (
          <p className="checkout-result__payment" role="status">
            {t(
              order.paymentStatus === "paid"
                ? order.paymentKind === "wallet"
                  ? "success.walletPaid"
                  : "success.cardPaid"
                : order.paymentStatus === "flagged"
                  ? "success.cardChecking"
                  : "success.cardAwaiting",
            )}
          </p>
        )}
        {order && bank && (
          <section className="checkout-slip" aria-labelledby="checkout-slip-title">
            <h2 id="checkout-slip-title">{t("success.bankTransfer")}</h2>
            <p className="account-muted">{t("success.bankTransferIntro")}</p>
            <dl>
              <dt>{t("success.payee")}</dt>
              <dd>
                {bank.payee}, {bank.payeeStreet}, {bank.payeeCity}
              </dd>
              <dt>{t("success.iban")}</dt>
              <dd>{bank.iban}</dd>
              <dt>{t("success.model")}</dt>
              <dd>{bank.model}</dd>
              <dt>{t("success.reference")}</dt>
              <dd>{bank.reference ?? order.number}</dd>
              <dt>{t("success.amount")}</dt>
              <dd>{formatCents(order.total, { currency: order.currency, code2 })}</dd>
              {bank.description && (
                <>
                  <dt>{t("success.description")}</dt>
                  <dd>{bank.description}</dd>
                </>
              )}
            </dl>
            {order.paymentSlip && (
              <img
                className="checkout-slip__barcode"
                src={order.paymentSlip}
                alt={t("success.barcode", { number: order.number })}
              />
            )}
          </section>
        )}
        <div className="checkout-result__links">
          <Link to={categoryPath(undefined, language)} className="button">
            {t("success.continueShopping")}
          </Link>
          {isCustomer && (
            <Link to={path("profile")} className="button button--outlined">
              {t("success.myOrders")}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
