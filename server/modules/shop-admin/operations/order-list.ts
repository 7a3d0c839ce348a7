import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { OrderPage, OrderStatus, OrderSummary } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { currencies } from "../../../db/schema.ts";
import { orderLines, orders } from "../../../db/schema-shop.ts";
import { containsPattern } from "../../catalog/operations/like-pattern.ts";
import { zagrebDayStart } from "./zagreb-days.ts";

/** The admin's order filters (issue 17): state, a range of Zagreb days, number or e-mail. */
export type OrderFilter = {
  siteId: string;
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
};

function whereOf(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.siteId, filter.siteId)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.from) conditions.push(gte(orders.createdAt, zagrebDayStart(filter.from)));
  // `to` is the last day shown: up to the next day's start
  if (filter.to) conditions.push(lt(orders.createdAt, zagrebDayStart(filter.to, 1)));
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(orders.number, pattern), ilike(orders.email, pattern)));
  }
  return and(...conditions);
}

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentKind: orders.paymentKind,
  email: orders.email,
  totalCents: orders.totalCents,
  createdAt: orders.createdAt,
  firstName: sql<string | null>`${orders.snapshot}->'customer'->>'firstName'`,
  lastName: sql<string | null>`${orders.snapshot}->'customer'->>'lastName'`,
  currency: { id: currencies.id, label: currencies.label, symbol: currencies.symbol },
  itemCount: sql<string>`(select coalesce(sum(${orderLines.qty}), 0) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
};

/** The orders a filter finds, newest first, `limit` rows from `offset`. */
export async function findOrders(
  db: Db,
  filter: OrderFilter,
  window: { limit: number; offset: number },
): Promise<OrderSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(currencies, eq(currencies.id, orders.currencyId))
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map((row): OrderSummary => ({
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentKind: row.paymentKind,
    email: row.email,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(" "),
    total: row.totalCents,
    currency: row.currency,
    // pg answers sums as text
    itemCount: Number(row.itemCount),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A page of the orders a filter finds, newest first (spec 3 {data, pagination}). */
export async function listOrders(
  db: Db,
  filter: OrderFilter,
  paging: { page: number; limit: number },
): Promise<OrderPage> {
  const [counted] = await db.select({ total: count() }).from(orders).where(whereOf(filter));
  const totalRecords = Number(counted?.total ?? 0);
  const data = await findOrders(db, filter, {
    limit: paging.limit,
    offset: (paging.page - 1) * paging.limit,
  });
  return {
    data,
    pagination: {
      totalPages: Math.ceil(totalRecords / paging.limit),
      totalRecords,
      page: paging.page,
      limit: paging.limit,
    },
  };
}
