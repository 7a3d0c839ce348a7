import { Link, useLocation } from "react-router";
import { formatDay } from "#common/money.ts";
import type { OrderPage } from "#generated/types.ts";
import { useScreenPath } from "#src/features/account/screen-path.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { formatCents } from "./cart-money.ts";
import { orderPath } from "./order-path.ts";

/**
 * spec 2 profile: the order count and the order history (spec 7 smartDocument filter): number,
 * date, status and total, newest first, each linking to its detail; older pages by `?orders=`.
 */
export function OrderHistory({ orders, language }: { orders: OrderPage; language: LanguageCode }) {
  const { t } = useTranslation("checkout");
  const { pathname } = useLocation();
  const path = useScreenPath();
  const code2 = languages[language].code2;
  const { page, totalPages, totalRecords } = orders.pagination;
  return (
    <section className="account-panel account-panel--wide" aria-labelledby="profile-orders">
      <h2 id="profile-orders">{t("orders.title")}</h2>
      <p className="orders-count">{t("orders.count", { count: totalRecords })}</p>
      {orders.data.length === 0 ? (
        <p className="account-muted">{t("orders.none")}</p>
      ) : (
        <div className="orders-table-wrap">
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t("orders.number")}</th>
                <th scope="col">{t("orders.date")}</th>
                <th scope="col">{t("orders.status")}</th>
                <th scope="col" className="orders-table__amount">
                  {t("orders.total")}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t("orders.view")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <th scope="row">{order.number}</th>
                  <td>{formatDay(new Date(order.createdAt), code2)}</td>
                  <td>
                    {t(`orders.statuses.${order.status}`)}
                    {order.paymentKind !== "cashOnDelivery" && (
                      <span className="orders-table__muted">
                        {" "}
                        · {t(`orders.paymentStatuses.${order.paymentStatus}`)}
                      </span>
                    )}
                  </td>
                  <td className="orders-table__amount">
                    {formatCents(order.total, { currency: order.currency, code2 })}
                  </td>
                  <td>
                    <Link
                      to={orderPath(path("order"), order.number)}
                      aria-label={t("orders.viewLabel", { number: order.number })}
                    >
                      {t("orders.view")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page < totalPages && (
        <Link to={`${pathname}?orders=${page + 1}`} className="button button--outlined">
          {t("orders.more")}
        </Link>
      )}
    </section>
  );
}
