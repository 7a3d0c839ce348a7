// `npm run bench:orders`: order placement (issue 17) on a fresh in-memory PGlite, or on the
// PostgreSQL of DATABASE_URL (its schema is dropped first: use a bench database). Shoppers run
// whole journeys over HTTP (add to cart, guest user, delivery, payment, order), BENCH_JOURNEYS
// at once (default 20), BENCH_ORDERS orders measured (default 400) after BENCH_WARMUP warm-up
// orders (default 100, printed apart); prints p50 and p95 of add-to-cart and of order/create
// (goals: order p95 at most 100 ms on PostgreSQL, 200 ms on PGlite), and the SQL statements of
// one order placed alone (goal: at most 25). BENCH_PAYMENT=cashOnDelivery orders without the
// bank transfer mail's barcode. BENCH_PAGES=1 also weighs the JavaScript of the cart and checkout
// pages on the production site (goal: at most 120 KB gzip). The concurrent shoppers run in a
// worker thread (order-shoppers.ts), off the server's event loop.
import { once } from "node:events";
import { cpus, loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { catalogProducts, sites } from "#server/db/schema.ts";
import { startBenchApi } from "./api-server.ts";
import { countStatements } from "../tests/api/statement-counter.ts";
import { journey, shopClient, timed } from "./order-journey.ts";
import { cartPages } from "./order-pages.ts";

const journeys = Number(process.env.BENCH_JOURNEYS ?? 20);
const total = Number(process.env.BENCH_ORDERS ?? 400);
const warmup = Number(process.env.BENCH_WARMUP ?? 100);
const paymentKind = process.env.BENCH_PAYMENT ?? "bankTransfer";

const { app, database, services, url } = await startBenchApi();
const call = shopClient(url);

const [site] = await database.db.select().from(sites).limit(1);
const spread = Number(process.env.BENCH_PRODUCTS ?? 1);
const productIds = (
  await database.db
    .insert(catalogProducts)
    .values(
      Array.from({ length: spread }, (_, index) => ({
        siteId: site?.id ?? "",
        sku: `BENCH-ORDERS-${index}`,
        format: "Simple",
        basicPrice: 12.5,
        retailPrice: 12.5,
        finalPrice: 12.5,
        stock: 1_000_000,
        isVisibleIndividually: false,
      })),
    )
    .returning({ id: catalogProducts.id })
).map((row) => row.id);
const firstProduct = productIds[0] ?? 0;

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** The CPU time every core of the machine has spent busy, in ms (the database's included). */
const machineBusy = () =>
  cpus().reduce((all, { times }) => all + times.user + times.nice + times.sys + times.irq, 0);

/** `orders` journeys by BENCH_JOURNEYS concurrent shoppers in a worker thread (order-shoppers.ts). */
async function shoppersRun(orders: number) {
  const shoppers = new Worker(new URL("./order-shoppers.ts", import.meta.url), {
    workerData: { url, productIds, journeys, total: orders },
  });
  const [result] = (await once(shoppers, "message")) as [
    { addTimes: number[]; orderTimes: number[]; seconds: number; cpuMs: number },
  ];
  await shoppers.terminate();
  return result;
}

try {
  // warm-up: caches (options, currencies, countries) and the first order number of the year
  await (
    await journey(call, firstProduct, [])
  )();

  const alone = await journey(call, firstProduct, []);
  // with its mails, queued by the order's write and rendered after the commit
  const { statements } = await countStatements(async () => {
    await alone();
    await services.mail.runOnce();
  });
  // one order at a time: what placing costs without waiting for others
  const aloneTimes: number[] = [];
  for (let index = 0; index < 20; index += 1)
    await timed(aloneTimes, await journey(call, firstProduct, []));

  // a server that has run a while: every connection of the pool opened (a PostgreSQL backend
  // each, its statements prepared on first use) and the hot code compiled, by warm-up orders at
  // full concurrency whose times are printed apart
  const warm = await shoppersRun(warmup);

  // the server's thread CPU per journey: what one shopper costs, however loaded the machine
  const cpuBefore = process.threadCpuUsage();
  const busyBefore = machineBusy();
  const { addTimes, orderTimes, seconds, cpuMs } = await shoppersRun(total);
  const cpu = process.threadCpuUsage(cpuBefore);
  const busy = machineBusy() - busyBefore;
  const perJourney = (value: number) => ms(value / orderTimes.length);
  const serverMs = (cpu.user + cpu.system) / 1000;

  console.log(
    `orders on ${database.kind} (${paymentKind}): ${orderTimes.length} orders by ${journeys} concurrent journeys in ${seconds.toFixed(1)} s (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `  add to cart   p50 ${ms(percentile(addTimes, 50))}  p95 ${ms(percentile(addTimes, 95))}`,
  );
  console.log(
    `  order/create  p50 ${ms(percentile(orderTimes, 50))}  p95 ${ms(percentile(orderTimes, 95))}`,
  );
  console.log(
    `  order/create in the ${warm.orderTimes.length} warm-up orders before  p50 ${ms(percentile(warm.orderTimes, 50))}  p95 ${ms(percentile(warm.orderTimes, 95))}`,
  );
  console.log(
    `  order/create alone (one at a time)  p50 ${ms(percentile(aloneTimes, 50))}  p95 ${ms(percentile(aloneTimes, 95))}`,
  );
  console.log(
    `  CPU per journey (7 calls, order included): server thread ${perJourney(serverMs)}, shoppers ${perJourney(cpuMs)}, the rest of the machine (database, kernel) ${perJourney(busy - serverMs - cpuMs)}; ${cpus().length} cores busy ${((100 * busy) / (seconds * 1000 * cpus().length)).toFixed(0)} %`,
  );
  console.log(
    `  SQL statements of one order placed alone, its mails rendered after the commit included: ${statements}`,
  );
} finally {
  await app.close();
  await database.close();
}

if (process.env.BENCH_PAGES === "1")
  for (const page of await cartPages("VIN-HVAR-21"))
    console.log(`  ${page.name}: JavaScript ${page.js}, CSS ${page.css}`);
