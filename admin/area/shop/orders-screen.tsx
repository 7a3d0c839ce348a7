import { Form, Link } from "react-router";
import type { OrderStatus } from "#generated/types.ts";
import { AdminPages } from "../admin-pages.tsx";
import { ordersExportPath, screenPaths } from "../screens.ts";
import type { AdminTexts } from "../texts.ts";
import { OrderDetail } from "./order-detail.tsx";
import { formatMoment, formatMoney } from "./order-format.ts";
import type { OrderFilters, OrdersData } from "./orders.server.ts";
import { ColumnHeads } from "../column-heads.tsx";

const statuses: readonly OrderStatus[] = ["new", "processing", "shipped", "delivered", "cancelled"];

/** /admin/orders (issue 17): the filtered list, newest first, with its CSV, or one order. */
export function OrdersScreen({
  texts,
  data,
  code2,
}: {
  texts: AdminTexts;
  data: OrdersData;
  code2: string;
}) {
  const query = (more: Record<string, string>) =>
    new URLSearchParams({ language: code2, ...data.filters, ...more }).toString();
  if (data.detail)
    return (
      <OrderDetail
        texts={texts}
        order={data.detail}
        countryNames={data.countryNames}
        code2={code2}
        changed={data.changed}
        backTo={`${screenPaths.orders}?${query({})}`}
      />
    );
  const list = data.list;
  return (
    <section className="admin-screen">
      <h1>{texts.orders}</h1>
      <p className="admin-screen__intro">{texts.ordersIntro}</p>
      <div className="admin-toolbar">
        <Filters texts={texts} filters={data.filters} code2={code2} />
        <a className="admin-button admin-button--quiet" href={`${ordersExportPath}?${query({})}`}>
          {texts.exportCsv}
        </a>
      </div>
      {!list || list.data.length === 0 ? (
        <p className="admin-empty">{texts.noOrders}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-orders">
            <ColumnHeads
              columns={[
                texts.orderNumber,
                texts.orderDate,
                texts.customer,
                texts.status,
                texts.payment,
                texts.total,
              ]}
            />
            <tbody>
              {list.data.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <Link to={`${screenPaths.orders}?${query({ order: String(order.id) })}`}>
                      {order.number}
                    </Link>
                  </th>
                  <td>{formatMoment(code2, order.createdAt)}</td>
                  <td>
                    {order.customerName}
                    <span className="admin-entries__detail admin-orders__email">{order.email}</span>
                  </td>
                  <td>
                    <span className={`admin-order-state admin-order-state--${order.status}`}>
                      {texts.statusNames[order.status]}
                    </span>
                  </td>
                  <td>
                    {texts.paymentNames[order.paymentKind]}
                    {order.paymentKind === "bankTransfer" && (
                      <span className="admin-entries__detail admin-orders__email">
                        {texts.paymentNames[order.paymentStatus]}
                      </span>
                    )}
                  </td>
                  <td className="admin-orders__money">
                    {formatMoney(code2, order.total, order.currency.label)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list && (
        <AdminPages
          texts={texts}
          page={list.pagination.page}
          pages={list.pagination.totalPages}
          hrefOf={(page) => `?${query({ page: String(page) })}`}
        />
      )}
    </section>
  );
}

/** The list's filters: a GET form, so they live in the URL (and work without JavaScript). */
function Filters({
  texts,
  filters,
  code2,
}: {
  texts: AdminTexts;
  filters: OrderFilters;
  code2: string;
}) {
  return (
    <Form method="get" role="search" aria-label={texts.orderFilters} className="admin-search">
      <input type="hidden" name="language" value={code2} />
      <label>
        {texts.statusLabel}
        <select name="status" defaultValue={filters.status ?? ""}>
          <option value="">{texts.allStatuses}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {texts.statusNames[status]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {texts.dateFrom}
        <input type="date" name="from" defaultValue={filters.from ?? ""} />
      </label>
      <label>
        {texts.dateTo}
        <input type="date" name="to" defaultValue={filters.to ?? ""} />
      </label>
      <label>
        {texts.orderSearch}
        <input type="search" name="search" defaultValue={filters.search ?? ""} maxLength={254} />
      </label>
      <button type="submit" className="admin-button admin-button--quiet">
        {texts.search}
      </button>
    </Form>
  );
}
