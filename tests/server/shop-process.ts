import { randomUUID } from "node:crypto";
import type { Cart, DeliveryMethod, PaymentMethod } from "#generated/types.ts";
import { type Database, openDatabase } from "#server/db/client.ts";
import { catalogProducts, sites } from "#server/db/schema.ts";
import type { ServerProcess } from "./server-process.ts";

// A shop in a server process, as the crash tests drive it: guest carts ready to order over HTTP,
// a product of the test's own, its database opened while the server is stopped.

export const databaseUrl = process.env.DATABASE_URL || undefined;

export type Session = { cartId: string; protectCode: string };

export async function json(server: ServerProcess, path: string, body: unknown, method = "POST") {
  const response = await fetch(server.url + path, {
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; error?: { key: string } };
  if (response.status !== 200)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/**
 * A guest cart holding one unit of the product, with the courier and a payment method: the
 * first offered (cash on delivery), or the one of `paymentCode`.
 */
export async function readyCart(
  server: ServerProcess,
  productId: number,
  paymentCode?: string,
): Promise<Session> {
  const cart = (await json(server, "/api/v2/cart/addItem", { productId, qty: 1 })) as Cart;
  const session = { cartId: cart.id, protectCode: cart.protectCode ?? "" };
  await json(server, "/api/v2/cart/updateGuestUser", {
    ...session,
    email: "crash@example.com",
    details: { firstName: "Ana", lastName: "Kovač" },
    addresses: [
      {
        type: "Main",
        firstName: "Ana",
        lastName: "Kovač",
        contactEmail: "crash@example.com",
        contactPhone: "+385 1 234 5678",
        country: "HR",
        city: "Zagreb",
        street: "Ilica",
        houseNumber: "1",
        zipCode: "10000",
      },
    ],
  });
  const delivery = (await json(
    server,
    "/api/v2/checkout/getApplicableDeliveryMethods",
    session,
  )) as DeliveryMethod[];
  const payment = (await json(
    server,
    "/api/v2/checkout/getApplicablePaymentMethods",
    session,
  )) as PaymentMethod[];
  const courier = delivery.find((method) => method.code === "courier");
  await json(
    server,
    "/api/v2/checkout/saveDeliveryMethod",
    { ...session, deliveryMethodId: courier?.id },
    "PUT",
  );
  await json(
    server,
    "/api/v2/checkout/savePaymentMethod",
    {
      ...session,
      paymentMethodId: (paymentCode
        ? payment.find((method) => method.code === paymentCode)
        : payment[0]
      )?.id,
    },
    "PUT",
  );
  return session;
}

/** Runs the tasks with at most `limit` at once; a task that throws counts as not answered. */
export async function pool(tasks: (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      await task?.().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Where a case keeps its data: PostgreSQL (DATABASE_URL) or PGlite in the data directory. */
export type Store = { dataDir: string; isPostgres: boolean };

export const open = (store: Store): Promise<Database> =>
  openDatabase({ databaseUrl: store.isPostgres ? databaseUrl : undefined, dataDir: store.dataDir });

/** With the server stopped (PGlite is one process's), adds the test's product with its stock. */
export async function addProduct(store: Store, stock: number): Promise<number> {
  const database = await open(store);
  try {
    const [site] = await database.db.select().from(sites).orderBy(sites.id).limit(1);
    const [row] = await database.db
      .insert(catalogProducts)
      .values({
        siteId: site?.id ?? "",
        sku: `CRASH-${randomUUID()}`,
        format: "Simple",
        basicPrice: 9.9,
        retailPrice: 9.9,
        finalPrice: 9.9,
        stock,
        isVisibleIndividually: false,
      })
      .returning({ id: catalogProducts.id });
    return row?.id ?? 0;
  } finally {
    await database.close();
  }
}
