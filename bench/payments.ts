// `npm run bench:payments`: card payments (issue 20, decision 045) on a fresh in-memory PGlite,
// or on the PostgreSQL of DATABASE_URL (its schema is dropped first: use a bench database).
// Guests place BENCH_PAYMENTS card orders (default 200) through the sandbox gateway's form; then
// the gateway's signed notifications arrive BENCH_CONCURRENCY at a time (default 20), and again
// (replays, which change nothing). Prints p50 and p95 of order/create answering the hosted form,
// of a notification that pays, of a replay, and of the health check (one database round trip)
// at the same concurrency in the same run, with each one's ratio to it; and the SQL statements of
// one notification alone. Then as many card wallet orders through its local emulator: order/create
// (the provider's order made), and after the buyer's approvals, order/pgSuccess (the capture and
// the order paid).
import type { OrderCreateResult, PaymentNotificationResult } from "#generated/types.ts";
import { wspayGateway } from "#server/modules/payments/wspay/gateway.ts";
import { formAmount, notificationSignature } from "#server/modules/payments/wspay/signatures.ts";
import { catalogProducts, sites } from "#server/db/schema.ts";
import { countStatements } from "../tests/api/statement-counter.ts";
import { startBenchApi } from "./api-server.ts";
import { journey, shopClient, timed } from "./order-journey.ts";

process.env.BENCH_PAYMENT = "card";
const total = Number(process.env.BENCH_PAYMENTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);

const { app, database, services, url } = await startBenchApi();
const call = shopClient(url);
const [site] = await database.db.select().from(sites).limit(1);
const [product] = await database.db
  .insert(catalogProducts)
  .values({
    siteId: site?.id ?? "",
    sku: "BENCH-PAYMENTS",
    format: "Simple",
    basicPrice: 12.5,
    retailPrice: 12.5,
    finalPrice: 12.5,
    stock: 1_000_000,
    isVisibleIndividually: false,
  })
  .returning({ id: catalogProducts.id });

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Runs `work` for each item, `concurrency` at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

try {
  const { key } = await wspayGateway(services);
  const orderTimes: number[] = [];
  const placed: { number: string; cents: number }[] = [];
  await inParallel(
    Array.from({ length: total }, (_, index) => index),
    async () => {
      const order = await journey(call, product?.id ?? 0, []);
      const result = (await timed(orderTimes, order)) as OrderCreateResult;
      const amount = /name="TotalAmount" value="(\d+),(\d\d)"/.exec(result.html ?? "");
      placed.push({
        number: result.orderSlug,
        cents: Number(amount?.[1]) * 100 + Number(amount?.[2]),
      });
    },
  );
  const notificationOf = (order: (typeof placed)[number], index: number) => {
    const approvalCode = `A${index}`;
    const wsPayOrderId = `bench-${index}`;
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
  };
  const notifications = placed.map(notificationOf);
  const notify = async (times: number[], expected: string) =>
    inParallel(notifications, async (message) => {
      const answer = await timed(times, () =>
        call<PaymentNotificationResult>("/api/v2/payments/wspay/notification", message),
      );
      if (answer.status !== expected) throw new Error(`a notification answered ${answer.status}`);
    });
  // one notification alone, then its replay: the statements each sends
  const [first, ...rest] = notifications;
  const single = (message: typeof first) => () =>
    call("/api/v2/payments/wspay/notification", message);
  const paying = await countStatements(single(first));
  const replaying = await countStatements(single(first));
  notifications.splice(0, notifications.length, ...rest);
  const healthTimes: number[] = [];
  await inParallel(notifications, () =>
    timed(healthTimes, () => call("/api/v1/health", undefined, "GET")),
  );
  const paidTimes: number[] = [];
  await notify(paidTimes, "accepted");
  const replayTimes: number[] = [];
  await notify(replayTimes, "replay");

  // the card wallet: its orders, the buyer's approvals (not timed), then the shop's captures
  process.env.BENCH_PAYMENT = "wallet";
  const walletCreateTimes: number[] = [];
  const wallet: { number: string; providerId: string; session: object }[] = [];
  await inParallel(
    Array.from({ length: total }, (_, index) => index),
    async () => {
      const order = await journey(call, product?.id ?? 0, []);
      const result = (await timed(walletCreateTimes, order)) as OrderCreateResult;
      const providerId = result.walletProvider?.orderId;
      if (!providerId) throw new Error("a wallet order/create answered no provider order");
      wallet.push({ number: result.orderSlug, providerId, session: order.session });
    },
  );
  await inParallel(wallet, async (order) => {
    const approved = await fetch(`${url}/sandbox/wallet/approve/${order.providerId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    if (!approved.ok) throw new Error(`the emulator's approval answered ${approved.status}`);
  });
  const captureTimes: number[] = [];
  await inParallel(wallet, (order) =>
    timed(captureTimes, () =>
      call(`/api/v2/order/pgSuccess/${order.number}`, {
        ...order.session,
        details: { orderID: order.providerId },
      }),
    ),
  );

  const line = (name: string, times: number[]) => {
    const ratio = (p: number) => (percentile(times, p) / percentile(healthTimes, p)).toFixed(1);
    return `  ${name.padEnd(28)} p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  (${ratio(50)}x / ${ratio(95)}x the health check)`;
  };
  console.log(
    `card payments on ${database.kind}: ${placed.length} orders, notifications ${concurrency} at a time`,
  );
  console.log(line("order/create (hosted form)", orderTimes));
  console.log(line("notification that pays", paidTimes));
  console.log(line("notification again (replay)", replayTimes));
  console.log(line("wallet order/create", walletCreateTimes));
  console.log(line("wallet approval (capture)", captureTimes));
  console.log(line("health check (baseline)", healthTimes));
  console.log(
    `  SQL statements of one notification alone: ${paying.statements} paying, ${replaying.statements} as a replay`,
  );
} finally {
  await app.close();
  await database.close();
}
