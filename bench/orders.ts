// `npm run bench:orders`: order placement (issue 17) on a fresh in-memory PGlite, or on the
// PostgreSQL of DATABASE_URL (its schema is dropped first: use a bench database). Shoppers run
// whole journeys over HTTP (add to cart, guest user, delivery, payment, order), BENCH_JOURNEYS
// at once (default 20), BENCH_ORDERS orders in all (default 400); prints p50 and p95 of
// add-to-cart and of order/create (goals: order p95 at most 100 ms on PostgreSQL, 200 ms on
// PGlite), and the SQL statements of one order placed alone (goal: at most 25). BENCH_PAYMENT
// cashOnDelivery orders without the bank transfer mail's barcode. BENCH_PAGES=1 also weighs the
// JavaScript of the cart and checkout pages on the production site (goal: at most 120 KB gzip).
import { loadavg } from "node:os";
import type { Cart, DeliveryMethod, PaymentMethod } from "#generated/types.ts";
import { catalogProducts, sites } from "#server/db/schema.ts";
import { startBenchApi } from "./api-server.ts";
import { countStatements } from "../tests/api/statement-counter.ts";
import { cartPages } from "./order-pages.ts";

const journeys = Number(process.env.BENCH_JOURNEYS ?? 20);
const total = Number(process.env.BENCH_ORDERS ?? 400);
/** bankTransfer (default: the mail carries the HUB-3 barcode) or cashOnDelivery. */
const paymentKind = process.env.BENCH_PAYMENT ?? "bankTransfer";

const { app, database, url } = await startBenchApi();

async function call<T>(path: string, body: unknown, method = "POST"): Promise<T> {
  const response = await fetch(url + path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const [site] = await database.db.select().from(sites).limit(1);
const spread = Number(process.env.BENCH_PRODUCTS ?? 1);
const products = await database.db
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
  .returning({ id: catalogProducts.id });
let turn = 0;

const addTimes: number[] = [];
const orderTimes: number[] = [];

async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  times.push(performance.now() - start);
  return result;
}

/** One shopper's journey up to the order; answers the order/create call, not yet made. */
async function journey(): Promise<() => Promise<unknown>> {
  const cart = await timed(addTimes, () =>
    call<Cart>("/api/v2/cart/addItem", { productId: products[turn++ % spread]?.id, qty: 2 }),
  );
  const session = { cartId: cart.id, protectCode: cart.protectCode };
  await call("/api/v2/cart/updateGuestUser", {
    ...session,
    email: "bench@example.com",
    details: { firstName: "Ana", lastName: "Kovač" },
    addresses: [
      {
        type: "Main",
        firstName: "Ana",
        lastName: "Kovač",
        contactEmail: "bench@example.com",
        contactPhone: "+385 1 234 5678",
        country: "HR",
        city: "Zagreb",
        street: "Ilica",
        houseNumber: "1",
        zipCode: "10000",
      },
    ],
  });
  const delivery = await call<DeliveryMethod[]>(
    "/api/v2/checkout/getApplicableDeliveryMethods",
    session,
  );
  const payment = await call<PaymentMethod[]>(
    "/api/v2/checkout/getApplicablePaymentMethods",
    session,
  );
  const courier = delivery.find((method) => method.code === "courier");
  await call(
    "/api/v2/checkout/saveDeliveryMethod",
    { ...session, deliveryMethodId: courier?.id },
    "PUT",
  );
  const bank = payment.find((method) => method.kind === "bankTransfer");
  await call(
    "/api/v2/checkout/savePaymentMethod",
    { ...session, paymentMethodId: bank?.id },
    "PUT",
  );
  return () => call("/api/v2/order/create", { ...session, consents: ["privacy", "terms"] });
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  // warm-up: caches (options, currencies, countries) and the first order number of the year
  await (
    await journey()
  )();
  addTimes.length = 0;

  const alone = await journey();
  const { statements } = await countStatements(alone);
  // one order at a time: what placing costs without waiting for others
  const aloneTimes: number[] = [];
  for (let index = 0; index < 20; index += 1) await timed(aloneTimes, await journey());
  addTimes.length = 0;

  let started = 0;
  const worker = async () => {
    while (started < total) {
      started += 1;
      const place = await journey();
      await timed(orderTimes, place);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: journeys }, worker));
  const seconds = (performance.now() - began) / 1000;

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
    `  order/create alone (one at a time)  p50 ${ms(percentile(aloneTimes, 50))}  p95 ${ms(percentile(aloneTimes, 95))}`,
  );
  console.log(`  SQL statements of one order placed alone: ${statements}`);
} finally {
  await app.close();
  await database.close();
}

if (process.env.BENCH_PAGES === "1")
  for (const page of await cartPages("VIN-HVAR-21"))
    console.log(`  ${page.name}: JavaScript ${page.js}, CSS ${page.css}`);
