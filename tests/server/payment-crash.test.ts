import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { PlacedOrder } from "#generated/types.ts";
import { catalogProducts } from "#server/db/schema.ts";
import { orders, sandboxGatewayKeys } from "#server/db/schema-shop.ts";
import { formAmount, notificationSignature } from "#server/modules/payments/wspay/signatures.ts";
import { cleanup, type ServerProcess, seededDataDir, startServer } from "./server-process.ts";
import {
  addProduct,
  databaseUrl,
  json,
  open,
  pool,
  readyCart,
  type Session,
  type Store,
} from "./shop-process.ts";

afterEach(cleanup);

// Decision 045: a card order is paid once and released once, also when the server process is
// killed (SIGKILL) while the gateway's notifications are being handled, or while the expiry job
// gives the stock of unpaid orders back. After a restart the gateway sends its notifications
// again (as WSPay retries) and the job runs again: no order is paid twice, none is lost, and the
// stock is the initial less what the orders still hold. On PGlite, and on PostgreSQL when
// DATABASE_URL is set.

const initialStock = 100;
const paid = 40;
const expiring = 30;
// the sandbox's key as the database holds it (a shared PostgreSQL may have one already)
let key = { shopId: "VITRINA-SANDBOX", secretKey: randomBytes(16).toString("hex") };
const returns = {
  successURL: "http://127.0.0.1/naplata/uspjeh",
  failureURL: "http://127.0.0.1/naplata/neuspjeh",
};

/** With the server stopped: the sandbox's key, known to the test so that it signs as the gateway. */
async function giveSandboxKey(store: Store): Promise<void> {
  const database = await open(store);
  try {
    await database.db
      .insert(sandboxGatewayKeys)
      .values({ provider: "wspay", ...key })
      .onConflictDoNothing();
    const [held] = await database.db
      .select({ shopId: sandboxGatewayKeys.shopId, secretKey: sandboxGatewayKeys.secretKey })
      .from(sandboxGatewayKeys)
      .where(eq(sandboxGatewayKeys.provider, "wspay"));
    if (!held) throw new Error("no sandbox key");
    key = held;
  } finally {
    await database.close();
  }
}

/** Card orders of one unit each, placed one after another: their numbers and totals. */
async function cardOrders(server: ServerProcess, productId: number, count: number) {
  const placed: { number: string; cents: number; session: Session }[] = [];
  await pool(
    Array.from({ length: count }, () => async () => {
      const session = await readyCart(server, productId, "card");
      const result = (await json(server, "/api/v2/order/create", {
        ...session,
        consents: ["privacy", "terms"],
        ...returns,
      })) as { html: string; orderSlug: string };
      const amount = /name="TotalAmount" value="(\d+),(\d\d)"/.exec(result.html);
      placed.push({
        number: result.orderSlug,
        cents: Number(amount?.[1]) * 100 + Number(amount?.[2]),
        session,
      });
    }),
    8,
  );
  expect(placed).toHaveLength(count);
  return placed;
}

/** The gateway's signed notification that an order was paid. */
function notificationOf(order: { number: string; cents: number }) {
  const approvalCode = order.number.replace("-", "").slice(-6);
  const wsPayOrderId = `crash-${order.number}`;
  return {
    ShopID: key.shopId,
    ShoppingCartID: order.number,
    WsPayOrderId: wsPayOrderId,
    ApprovalCode: approvalCode,
    ActionSuccess: "1",
    Amount: formAmount(order.cents),
    CurrencyCode: "978",
    Signature: notificationSignature(key, { actionSuccess: "1", approvalCode, wsPayOrderId }),
  };
}

/** The orders' payment states, their payment order events, and the product's stock. */
async function stateOf(store: Store, productId: number, numbers: string[]) {
  const database = await open(store);
  try {
    const { db } = database;
    const rows = await db
      .select({
        number: orders.number,
        paymentStatus: orders.paymentStatus,
        changes: sql<number>`(select count(*)::int from order_events e where e.order_id = "orders"."id" and e.kind = 'payment')`,
      })
      .from(orders)
      .where(inArray(orders.number, numbers));
    const [product] = await db
      .select({ stock: catalogProducts.stock })
      .from(catalogProducts)
      .where(and(eq(catalogProducts.id, productId)));
    return { rows, stock: product?.stock };
  } finally {
    await database.close();
  }
}

describe.each([
  { name: "PGlite", isPostgres: false },
  { name: "PostgreSQL", isPostgres: true },
])("kill -9 while card payments are handled on $name (decision 045)", ({ isPostgres }) => {
  it.skipIf(isPostgres && !databaseUrl)(
    "pays each order once through the gateway's retries, and releases each expired order once",
    async () => {
      const dataDir = await seededDataDir("payments");
      const store = { dataDir, isPostgres };
      const env = { DATABASE_URL: isPostgres ? databaseUrl : "" };
      const first = await startServer({ dataDir, env });
      await first.stop("SIGTERM");
      const productId = await addProduct(store, initialStock);
      await giveSandboxKey(store);

      // the notifications: killed once a third have answered, then all of them again
      const server = await startServer({ dataDir, env });
      const toPay = await cardOrders(server, productId, paid);
      const toExpire = await cardOrders(server, productId, expiring);
      let answered = 0;
      const killAt = Math.floor(paid / 3);
      await pool(
        toPay.map((order) => async () => {
          await fetch(`${server.url}/api/v2/payments/wspay/notification`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(notificationOf(order)),
          });
          answered += 1;
          if (answered === killAt) server.child.kill("SIGKILL");
        }),
        10,
      );
      expect((await server.exited).signal).toBe("SIGKILL");
      const numbers = toPay.map((order) => order.number);
      const afterCrash = await stateOf(store, productId, numbers);
      for (const row of afterCrash.rows)
        expect([row.paymentStatus, row.changes]).toEqual(
          row.paymentStatus === "paid" ? ["paid", 1] : ["awaiting", 0],
        );
      expect(afterCrash.stock).toBe(initialStock - paid - expiring);

      // the unpaid orders' time runs out while the server is down; it restarts, and its expiry
      // job is killed at once, whatever it had done by then
      const aged = await open(store);
      await aged.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '31 minutes'` })
        .where(
          inArray(
            orders.number,
            toExpire.map((order) => order.number),
          ),
        );
      await aged.close();
      const killed = await startServer({ dataDir, env });
      killed.child.kill("SIGKILL");
      await killed.exited;

      const restarted = await startServer({ dataDir, env });
      const retried = await Promise.all(
        toPay.map(
          async (order) =>
            (
              (await json(
                restarted,
                "/api/v2/payments/wspay/notification",
                notificationOf(order),
              )) as { status: string }
            ).status,
        ),
      );
      expect(retried.every((status) => status === "accepted" || status === "replay")).toBe(true);
      // the expiry job runs at the start: the orders say so once it is done, then a clean stop
      const states = () =>
        Promise.all(
          toExpire.map(
            async (order) =>
              ((await json(restarted, "/api/v2/order/placed", order.session)) as PlacedOrder)
                .paymentStatus,
          ),
        );
      await expect
        .poll(states, { timeout: 60_000, interval: 500 })
        .toEqual(Array<string>(expiring).fill("expired"));
      await restarted.stop("SIGTERM");

      const paidState = await stateOf(store, productId, numbers);
      expect(paidState.rows.map((row) => [row.paymentStatus, row.changes])).toEqual(
        Array.from({ length: paid }, () => ["paid", 1]),
      );
      const expiredState = await stateOf(
        store,
        productId,
        toExpire.map((order) => order.number),
      );
      expect(expiredState.rows.map((row) => [row.paymentStatus, row.changes])).toEqual(
        Array.from({ length: expiring }, () => ["expired", 1]),
      );
      // each expired order gave its unit back once: only the paid ones hold stock
      expect(expiredState.stock).toBe(initialStock - paid);
    },
    600_000,
  );
});
