import { Form, Link, useActionData, useLoaderData } from "react-router";
import { formatDay } from "#common/money.ts";
import type { AddressForm } from "#generated/types.ts";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { Personalizations } from "#src/features/cart/personalizations.tsx";
import { languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { formatCents } from "./cart-money.ts";
import { orderPath } from "./order-path.ts";
import { FormAlert, SubmitButton, useSubmitGuard } from "#src/features/account/form-kit.tsx";
import { HostedPaymentForm } from "./hosted-payment-form.tsx";
import { WalletButtons } from "./wallet-buttons.tsx";
import type { OrderData, PayNowResult } from "./order.server.ts";

/**
 * An order of the profile's history (spec 2, 7 smartDocument): its lines, totals, addresses,
 * delivery and payment, and its confirmation as a PDF to download.
 */
export function OrderView() {
  const { t } = useTranslation("checkout");
  const { t: tCart } = useTranslation("cart");
  const { document, language, countryNames } = useLoaderData<OrderData>();
  const path = useScreenPath();
  const order = document.extendedDetails;
  const { snapshot } = order;
  const code2 = languages[language].code2;
  const money = (cents: number) => formatCents(cents, { currency: order.currency, code2 });
  const { prices } = snapshot;
  const payNow = useActionData<PayNowResult>();
  const { isSubmitting, onSubmit } = useSubmitGuard();
  if (payNow?.paymentForm) return <HostedPaymentForm html={payNow.paymentForm} />;
  const payment = snapshot.payment.kind;
  const canPay = order.paymentStatus === "awaiting" && (payment === "card" || payment === "wallet");
  return (
    <div className="account-profile order-detail">
      <div className="account-profile__head">
        <h1>{t("orders.detailTitle", { number: order.number })}</h1>
        {/* the site's own route: it has the session (the API's pdfUrl wants the token header) */}
        <a className="button" href={orderPath(path("orderPdf"), order.number)} download>
          {t("orders.pdf")}
        </a>
      </div>
      <p className="account-muted">
        {t("orders.placedOn", { date: formatDay(new Date(order.createdAt), code2) })} ·{" "}
        {t(`orders.statuses.${order.status}`)}
        {snapshot.payment.kind !== "cashOnDelivery" &&
          ` · ${t(`orders.paymentStatuses.${order.paymentStatus}`)}`}
      </p>
      <FormAlert title={t("failure.checkoutFailureTitle")} message={payNow?.formError} />
      {/* a card or the wallet pays from here: the gateway's page, or the wallet's buttons */}
      {canPay && payNow?.wallet ? (
        <WalletButtons wallet={payNow.wallet} returnPath={orderPath(path("order"), order.number)} />
      ) : (
        canPay && (
          <Form method="post" onSubmit={onSubmit} className="order-detail__pay">
            <input type="hidden" name="kind" value={payment} />
            <SubmitButton
              label={t("orders.payNow")}
              busyLabel={t(payment === "wallet" ? "payment.wallet.loading" : "payment.redirecting")}
              isSubmitting={isSubmitting}
            />
          </Form>
        )
      )}
      <section className="account-panel" aria-labelledby="order-lines">
        <h2 id="order-lines" className="visually-hidden">
          {t("orders.product")}
        </h2>
        <div className="orders-table-wrap">
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t("orders.product")}</th>
                <th scope="col" className="orders-table__amount">
                  {t("orders.quantity")}
                </th>
                <th scope="col" className="orders-table__amount">
                  {t("orders.unitPrice")}
                </th>
                <th scope="col" className="orders-table__amount">
                  {t("orders.row")}
                </th>
              </tr>
            </thead>
            <tbody>
              {snapshot.lines.map((line, index) => (
                <tr key={`${line.productId}-${index}`}>
                  <th scope="row">
                    {line.name}
                    {line.variantLabel && (
                      <span className="orders-table__muted"> · {line.variantLabel}</span>
                    )}
                    <Personalizations
                      typed={line.personalizations}
                      className="orders-table__details"
                    />
                    {line.components && line.components.length > 0 && (
                      <ul className="orders-table__details" aria-label={tCart("components")}>
                        {line.components.map((part) => (
                          <li key={part.productId}>
                            {tCart("bundle.component", { qty: part.qty, name: part.name })}
                            <Personalizations
                              typed={part.personalizations}
                              className="orders-table__details"
                            />
                          </li>
                        ))}
                      </ul>
                    )}
                  </th>
                  <td className="orders-table__amount">{line.qty}</td>
                  <td className="orders-table__amount">{money(line.unitPrice)}</td>
                  <td className="orders-table__amount">{money(line.row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="checkout-summary__totals order-detail__totals">
          <div>
            <dt>{t("summary.itemsTotal")}</dt>
            <dd>{money(prices.itemsTotal)}</dd>
          </div>
          {prices.coupon > 0 && (
            <div>
              <dt>{t("summary.coupon", { code: snapshot.coupon?.code ?? "" })}</dt>
              <dd>−{money(prices.coupon)}</dd>
            </div>
          )}
          {prices.loyalty > 0 && (
            <div>
              <dt>{t("summary.loyalty")}</dt>
              <dd>−{money(prices.loyalty)}</dd>
            </div>
          )}
          <div>
            <dt>{t("summary.delivery")}</dt>
            <dd>{money(prices.delivery)}</dd>
          </div>
          {prices.taxRates.map((line) => (
            <div key={line.rateBasisPoints} className="checkout-summary__vat">
              <dt>{t("summary.vat", { rate: String(line.rateBasisPoints / 100) })}</dt>
              <dd>{money(line.tax)}</dd>
            </div>
          ))}
          <div className="checkout-summary__total">
            <dt>{t("orders.total")}</dt>
            <dd>{money(order.total)}</dd>
          </div>
        </dl>
      </section>
      <div className="account-profile__grid">
        <AddressPanel
          title={t("orders.billingAddress")}
          address={snapshot.billingAddress}
          countryNames={countryNames}
        />
        {snapshot.shippingAddress && (
          <AddressPanel
            title={t("orders.shippingAddress")}
            address={snapshot.shippingAddress}
            countryNames={countryNames}
          />
        )}
        <section className="account-panel" aria-labelledby="order-methods">
          <h2 id="order-methods">
            {t("orders.delivery")} · {t("orders.payment")}
          </h2>
          {snapshot.delivery && (
            <p>
              <strong>{snapshot.delivery.name}</strong> ({money(snapshot.delivery.price)})
              {snapshot.delivery.branch && (
                <>
                  <br />
                  {t("orders.branch", { name: snapshot.delivery.branch.name })}
                </>
              )}
            </p>
          )}
          <p>
            <strong>{snapshot.payment.name}</strong>
          </p>
        </section>
      </div>
      <Link to={path("profile")}>{t("orders.backToProfile")}</Link>
    </div>
  );
}

function AddressPanel({
  title,
  address,
  countryNames,
}: {
  title: string;
  address: AddressForm;
  countryNames: Record<string, string>;
}) {
  return (
    <section className="account-panel">
      <h2>{title}</h2>
      <p>
        {address.firstName} {address.lastName}
        {address.companyName && (
          <>
            <br />
            {address.companyName}, OIB {address.companyOIB}
          </>
        )}
        <br />
        {address.street} {address.houseNumber}
        <br />
        {address.zipCode} {address.city}, {countryNames[address.country] ?? address.country}
        <br />
        {address.contactEmail} · {address.contactPhone}
      </p>
    </section>
  );
}
