// `npm run bench:orders`: the shop's buying path (issue 17) over HTTP against a real server on
// the configured database (DATABASE_URL, else a fresh PGlite in a temporary directory):
// add-to-cart and order placement p50/p95 with BENCH_JOURNEYS (default 20) shoppers at once,
// each on a cart of its own (goals: order p95 <= 100 ms on PostgreSQL, 200 ms on PGlite), and
// the SQL statements one order takes (goal <= 25; counted on PostgreSQL by node-postgres'
// client, so PGlite prints none). With BENCH_PAGES=1 it also starts the production site and
// weighs the JavaScript of the cart and checkout pages (goal <= 120 KB gzip).
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { Cart } from "#generated/types.ts";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { dropPostgresSchema } from "#server/db/reset.ts";
import { catalogProducts } from "#server/db/schema.ts";
import { seedIfEmpty } from "#server/db/seed/seed.ts";
import { readConfig } from "#server/platform/config.ts";
import { cartPages } from "./order-pages.ts";

const journeys = Number(process.env.BENCH_JOURNEYS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const sku = "VIN-HVAR-21";

// Every statement node-postgres sends, counted where the pool's clients send them.
let statements = 0;
const clientPrototype = pg.Client.prototype as unknown as Record<
  "query",
  (...args: unknown[]) => unknown
>;
const sendQuery = Reflect.get(clientPrototype, "query");
clientPrototype.query = function (this: unknown, ...args: unknown[]) {
  statements += 1;
  return Reflect.apply(sendQuery, this, args);
};

const dataDir = await mkdtemp(path.join(tmpdir(), "vitrina-bench-orders-"));
const config = readConfig(
  { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: "0", DATA_DIR: dataDir },
  [],
);
const database = await openDatabase(config);
if (database.kind === "postgres") await dropPostgresSchema(database);
await database.migrate();
await seedIfEmpty(database.db);
// the bench buys one product many times: give it the stock for every journey
await database.db
  .update(catalogProducts)
  .set({ stock: 1_000_000 })
  .where(eq(catalogProducts.sku, sku));
const [product] = await database.db
  .select({ id: catalogProducts.id })
  .from(catalogProducts)
  .where(eq(catalogProducts.sku, sku));
const { app } = await buildApp({ config, database, withSite: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

async function call<T>(method: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(base + url, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}

const address1 = {
  firstName: "Ana",
  lastName: "Kovač",
  contactEmail: "ana@example.com",
  contactPhone: "+385 91 555 0101",
  country: "HR",
  city: "Split",
  street: "Marmontova",
  houseNumber: "3",
  zipCode: "21000",
};

/** A guest's cart, ready to order: one line, the guest's addresses, courier and cash. */
async function readyCart(): Promise<{
  session: { cartId: string; protectCode: string };
  addMs: number;
}> {
  const started = performance.now();
  const cart = await call<Cart>("POST", "/api/v2/cart/addItem", { productId: product?.id, qty: 1 });
  const addMs = performance.now() - started;
  const session = { cartId: cart.id, protectCode: cart.protectCode ?? "" };
  await call("POST", "/api/v2/cart/updateGuestUser", {
    ...session,
    email: address1.contactEmail,
    details: { firstName: address1.firstName, lastName: address1.lastName },
    addresses: [
      { ...address1, type: "Shipping" },
      { ...address1, type: "Main" },
    ],
  });
  const methods = await call<{ id: number; code: string }[]>(
    "POST",
    "/api/v2/checkout/getApplicableDeliveryMethods",
    session,
  );
  const courier = methods.find((method) => method.code === "courier");
  await call("PUT", "/api/v2/checkout/saveDeliveryMethod", {
    ...session,
    deliveryMethodId: courier?.id,
  });
  const payments = await call<{ id: number; kind: string }[]>(
    "POST",
    "/api/v2/checkout/getApplicablePaymentMethods",
    session,
  );
  const cash = payments.find((method) => method.kind === "cashOnDelivery");
  await call("PUT", "/api/v2/checkout/savePaymentMethod", {
    ...session,
    paymentMethodId: cash?.id,
  });
  return { session, addMs };
}

async function placeOrder(session: { cartId: string; protectCode: string }): Promise<number> {
  const started = performance.now();
  await call("POST", "/api/v2/order/create", { ...session, consents: ["privacy", "terms"] });
  return performance.now() - started;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  // warm-up: the first order of a process compiles its code paths
  await placeOrder((await readyCart()).session);
  const adds: number[] = [];
  const orders: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const carts = await Promise.all(Array.from({ length: journeys }, () => readyCart()));
    adds.push(...carts.map((each) => each.addMs));
    orders.push(...(await Promise.all(carts.map((each) => placeOrder(each.session)))));
  }
  // statements of one order, counted alone
  const counted: number[] = [];
  for (let index = 0; index < 5; index += 1) {
    const { session } = await readyCart();
    statements = 0;
    await placeOrder(session);
    counted.push(statements);
  }
  console.log(
    `\nVitrina orders bench on ${database.kind} (${journeys} journeys at once x ${rounds} rounds, ${new Date().toISOString()}, load ${loadavg()[0]?.toFixed(1)})\n`,
  );
  console.log("| figure | p50 | p95 | goal |");
  console.log("|---|---|---|---|");
  console.log(
    `| order placement (order/create) | ${ms(percentile(orders, 50))} | ${ms(percentile(orders, 95))} | p95 <= ${database.kind === "postgres" ? 100 : 200} ms |`,
  );
  console.log(
    `| add to cart (addItem, new cart) | ${ms(percentile(adds, 50))} | ${ms(percentile(adds, 95))} | |`,
  );
  console.log(
    `\nSQL statements per order: ${database.kind === "postgres" ? counted.join(", ") : "not counted on PGlite"} (goal <= 25, BEGIN and COMMIT included)`,
  );
} finally {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_PAGES === "1") {
  for (const page of await cartPages(sku))
    console.log(`| ${page.name} | JS ${page.js} | CSS ${page.css} |`);
}
