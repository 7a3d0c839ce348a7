import type { FormEvent } from "react";
import { Form, Link } from "react-router";
import { eurosOf } from "#common/amount-text.ts";
import { interpolate } from "#common/validation-messages.ts";
import type { AddressForm, OrderStatus, ShopOrderAdmin } from "#generated/types.ts";
import { ColumnHeads } from "../column-heads.tsx";
import { SubmitButton } from "../submit-button.tsx";
import type { AdminTexts } from "../texts.ts";
import { formatMoment, formatMoney } from "./order-format.ts";

const isStatus = (value: string, texts: AdminTexts): value is OrderStatus =>
  Object.hasOwn(texts.statusNames, value);

/**
 * A refund through the order's provider (card, wallet): the amount in euros as the back office
 * types it, the rest of the order by default, confirmed before it goes.
 */
function RefundForm({
  texts,
  admin,
  money,
}: {
  texts: AdminTexts;
  admin: ShopOrderAdmin;
  money: (cents: number) => string;
}) {
  const { order } = admin;
  const confirmRefund = (event: FormEvent<HTMLFormElement>) => {
    const value = new FormData(event.currentTarget).get("value");
    const amount = typeof value === "string" ? value : "";
    const question = interpolate(texts.refundConfirm, {
      amount: `${amount} ${order.currency.label}`,
      number: order.number,
    });
    if (!window.confirm(question)) event.preventDefault();
  };
  return (
    <section className="admin-order__refund" aria-labelledby="order-refund">
      <h2 id="order-refund">{texts.refundTitle}</h2>
      <Form method="post" onSubmit={confirmRefund}>
        <input type="hidden" name="id" value={order.id} />
        <label htmlFor="refund-amount">{texts.refundAmount}</label>
        <div className="admin-order__refund-row">
          <input
            id="refund-amount"
            name="value"
            inputMode="decimal"
            required
            pattern={"\\d{1,9}([.,]\\d{1,2})?"}
            defaultValue={eurosOf(admin.refundable)}
            aria-describedby="refund-hint"
          />
          <SubmitButton intent="refundOrder" label={texts.refundSubmit} danger />
        </div>
        <p id="refund-hint" className="admin-order__refund-hint">
          {interpolate(texts.refundHint, { amount: money(admin.refundable) })}
        </p>
      </Form>
    </section>
  );
}

/** One order (issue 17): its state and the moves open to it, payment, lines, totals, history. */
export function OrderDetail({
  texts,
  order: admin,
  countryNames,
  code2,
  changed,
  backTo,
}: {
  texts: AdminTexts;
  order: ShopOrderAdmin;
  countryNames: Record<string, string>;
  code2: string;
  changed: string | null;
  backTo: string;
}) {
  const { order } = admin;
  const { snapshot } = order;
  const money = (cents: number) => formatMoney(code2, cents, order.currency.label);
  const nameOf = (value: string) =>
    isStatus(value, texts)
      ? texts.statusNames[value]
      : (texts.paymentNames[value as keyof AdminTexts["paymentNames"]] ?? value);
  const confirmCancel = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const value = new FormData(form).get("value");
    if (
      value === "cancelled" &&
      !window.confirm(interpolate(texts.cancelConfirm, { number: order.number }))
    )
      event.preventDefault();
  };
  return (
    <section className="admin-screen admin-order">
      <p>
        <Link to={backTo}>{texts.backToOrders}</Link>
      </p>
      <h1>{interpolate(texts.orderTitle, { number: order.number })}</h1>
      {changed && (
        <p className="admin-notice" role="status">
          {isStatus(changed, texts)
            ? interpolate(texts.statusChanged, { status: texts.statusNames[changed] })
            : changed === "refund"
              ? texts.refundDone
              : texts.paymentChanged}
        </p>
      )}
      <dl className="admin-order__facts">
        <dt>{texts.orderStatus}</dt>
        <dd>
          <span className={`admin-order-state admin-order-state--${order.status}`}>
            {texts.statusNames[order.status]}
          </span>
        </dd>
        <dt>{texts.orderDate}</dt>
        <dd>{formatMoment(code2, order.createdAt)}</dd>
        <dt>{texts.customer}</dt>
        <dd>
          {snapshot.customer.firstName} {snapshot.customer.lastName} · {order.email}
          {snapshot.customer.company &&
            ` · ${snapshot.customer.company.name} (OIB ${snapshot.customer.company.oib})`}
        </dd>
        <dt>{texts.payment}</dt>
        <dd>
          {snapshot.payment.name} · {texts.paymentNames[order.paymentStatus]}
        </dd>
        {admin.refunded > 0 && (
          <>
            <dt>{texts.refunded}</dt>
            <dd>{money(admin.refunded)}</dd>
          </>
        )}
      </dl>
      <div className="admin-order__actions">
        {admin.nextStatuses.length === 0 && <p className="admin-empty">{texts.finalStatus}</p>}
        {admin.nextStatuses.map((status) => (
          <Form key={status} method="post" onSubmit={confirmCancel}>
            <input type="hidden" name="id" value={order.id} />
            <input type="hidden" name="value" value={status} />
            <SubmitButton
              intent="setOrderStatus"
              label={interpolate(texts.moveTo, { status: texts.statusNames[status] })}
              danger={status === "cancelled"}
            />
          </Form>
        ))}
        {admin.canSetPayment && (
          <Form method="post">
            <input type="hidden" name="id" value={order.id} />
            <input
              type="hidden"
              name="value"
              value={order.paymentStatus === "paid" ? "unpaid" : "paid"}
            />
            <SubmitButton
              intent="setOrderPayment"
              label={order.paymentStatus === "paid" ? texts.markUnpaid : texts.markPaid}
            />
          </Form>
        )}
      </div>
      {/* keyed by what is left: after a refund its field offers the new rest, not the typed amount */}
      {admin.refundable > 0 && (
        <RefundForm key={admin.refundable} texts={texts} admin={admin} money={money} />
      )}
      <h2>{texts.lines}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <ColumnHeads columns={[texts.product, texts.quantity, texts.unitPrice, texts.rowTotal]} />
          <tbody>
            {snapshot.lines.map((line, index) => (
              <tr key={index}>
                <th scope="row">
                  {line.name}
                  <span className="admin-entries__detail admin-orders__email">
                    {[
                      line.sku,
                      line.variantLabel,
                      ...(line.components ?? []).map((c) => `${c.qty} × ${c.name}`),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </th>
                <td>{line.qty}</td>
                <td className="admin-orders__money">{money(line.unitPrice)}</td>
                <td className="admin-orders__money">{money(line.row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Totals texts={texts} admin={admin} money={money} />
      <div className="admin-order__columns">
        <AddressBlock
          title={texts.billingAddress}
          address={snapshot.billingAddress}
          countryNames={countryNames}
        />
        {snapshot.shippingAddress ? (
          <AddressBlock
            title={texts.shippingAddress}
            address={snapshot.shippingAddress}
            countryNames={countryNames}
          />
        ) : (
          <section>
            <h2>{texts.shippingAddress}</h2>
            <p>{texts.sameAddress}</p>
          </section>
        )}
        <section>
          <h2>{texts.methods}</h2>
          <p>
            {snapshot.delivery
              ? `${snapshot.delivery.name} (${money(snapshot.delivery.price)})`
              : "—"}
            {snapshot.delivery?.branch && (
              <>
                <br />
                {snapshot.delivery.branch.name} {snapshot.delivery.branch.address}
              </>
            )}
            <br />
            {snapshot.payment.name}
          </p>
          {snapshot.coupon && <p>{`${texts.coupon}: ${snapshot.coupon.code}`}</p>}
          {snapshot.instructions && <p>{`${texts.instructions}: ${snapshot.instructions}`}</p>}
        </section>
      </div>
      <h2>{texts.consents}</h2>
      {snapshot.consents.length === 0 ? (
        <p className="admin-empty">{texts.noConsents}</p>
      ) : (
        <ul>
          {snapshot.consents.map((consent) => (
            <li key={`${consent.form}:${consent.id}`}>
              {consent.id} ({consent.form}) · {formatMoment(code2, consent.statusTimestamp)}
            </li>
          ))}
        </ul>
      )}
      {admin.paymentEvents.length > 0 && (
        <PaymentEvents texts={texts} admin={admin} code2={code2} money={money} nameOf={nameOf} />
      )}
      <h2>{texts.history}</h2>
      <ol className="admin-order__history">
        <li>
          {texts.historyCreated} · {formatMoment(code2, order.createdAt)}
        </li>
        {admin.events.map((event, index) => (
          <li key={index}>
            {event.kind === "refund"
              ? interpolate(texts.historyRefund, { amount: money(event.amount ?? 0) })
              : event.from || event.to
                ? interpolate(
                    event.kind === "payment" ? texts.historyPayment : texts.historyStatus,
                    {
                      from: nameOf(event.from),
                      to: nameOf(event.to),
                    },
                  )
                : event.kind}
            {" · "}
            {interpolate(texts.historyBy, {
              who: event.by?.name ?? "—",
              date: formatMoment(code2, event.at),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the card's gateway said and was asked about the order (decision 045), oldest first. */
function PaymentEvents({
  texts,
  admin,
  code2,
  money,
  nameOf,
}: {
  texts: AdminTexts;
  admin: ShopOrderAdmin;
  code2: string;
  money: (cents: number) => string;
  nameOf: (value: string) => string;
}) {
  const t = texts.paymentEvents;
  return (
    <>
      <h2>{t.title}</h2>
      <div className="admin-table-wrap">
        <table className="admin-table">
          <ColumnHeads columns={[t.at, t.message, t.verdict, t.amount, t.details]} />
          <tbody>
            {admin.paymentEvents.map((event, index) => (
              <tr key={index}>
                <td>{formatMoment(code2, event.at)}</td>
                <th scope="row">{t.kinds[event.kind]}</th>
                <td>
                  {t.verdicts[event.verdict]}
                  {event.change && ` · ${nameOf(event.change.from)} → ${nameOf(event.change.to)}`}
                </td>
                <td className="admin-orders__money">
                  {event.amount === null
                    ? "—"
                    : event.currency && event.currency !== admin.order.currency.label
                      ? `${(event.amount / 100).toFixed(2)} ${event.currency}`
                      : money(event.amount)}
                </td>
                <td className="admin-entries__detail">
                  {Object.entries(event.details)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join(" · ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Totals({
  texts,
  admin,
  money,
}: {
  texts: AdminTexts;
  admin: ShopOrderAdmin;
  money: (cents: number) => string;
}) {
  const { prices } = admin.order.snapshot;
  const rows: [string, string][] = [
    [texts.itemsTotal, money(prices.itemsTotal)],
    ...(prices.coupon > 0
      ? [[texts.discount, `−${money(prices.coupon)}`] as [string, string]]
      : []),
    ...(prices.loyalty > 0
      ? [[texts.discount, `−${money(prices.loyalty)}`] as [string, string]]
      : []),
    [texts.delivery, money(prices.delivery)],
    ...prices.taxRates.map((line): [string, string] => [
      interpolate(texts.vat, { rate: line.rateBasisPoints / 100 }),
      money(line.tax),
    ]),
    [texts.orderTotal, money(prices.orderTotal)],
  ];
  return (
    <dl className="admin-order__totals">
      {rows.map(([label, value], index) => (
        <div key={index}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AddressBlock({
  title,
  address,
  countryNames,
}: {
  title: string;
  address: AddressForm;
  countryNames: Record<string, string>;
}) {
  return (
    <section>
      <h2>{title}</h2>
      <p>
        {address.firstName} {address.lastName}
        {address.companyName && (
          <>
            <br />
            {address.companyName} {address.companyOIB && `(OIB ${address.companyOIB})`}
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
