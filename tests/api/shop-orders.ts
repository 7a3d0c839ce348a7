import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { OrderSnapshot } from "#generated/types.ts";
import type { Db } from "#server/db/client.ts";
import { sites } from "#server/db/schema.ts";
import { carts, orderLines, orders } from "#server/db/schema-shop.ts";

/** A line of a test order: a product, its quantity, and a bundle's components (qty per bundle). */
export type TestLine = {
  productId: number;
  qty: number;
  unitPrice: number;
  components?: { productId: number; qty: number }[];
};

export type TestOrder = {
  siteId: string;
  number: string;
  email: string;
  firstName?: string;
  lastName?: string;
  paymentKind?: "cashOnDelivery" | "bankTransfer" | "card";
  status?: "new" | "processing" | "shipped" | "delivered" | "cancelled";
  createdAt?: Date;
  lines: TestLine[];
};

/** The demo site's id and main currency (the seed makes one site). */
export async function demoSite(db: Db) {
  const [site] = await db.select().from(sites).limit(1);
  if (!site) throw new Error("the seed made no site");
  return site;
}

/**
 * Writes an order as order/create leaves it (its archived cart, the order row with a snapshot its
 * schema accepts), without taking stock: the tests set stock themselves. Until the checkout's
 * order/create lands in main, this is how the back office's tests get orders.
 */
export async function insertOrder(db: Db, order: TestOrder): Promise<number> {
  const site = await demoSite(db);
  const currency = { id: site.mainCurrencyId, label: "EUR", symbol: "€" };
  const itemsTotal = order.lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  const firstName = order.firstName ?? "Ana";
  const lastName = order.lastName ?? "Horvat";
  const paymentKind = order.paymentKind ?? "cashOnDelivery";
  const snapshot: OrderSnapshot = {
    lines: order.lines.map((line) => ({
      productId: line.productId,
      sku: `SKU-${line.productId}`,
      name: `Proizvod ${line.productId}`,
      qty: line.qty,
      unitPrice: line.unitPrice,
      row: line.unitPrice * line.qty,
      rateBasisPoints: 2500,
      options: { bundleOptions: null },
      ...(line.components
        ? {
            components: line.components.map((component) => ({
              productId: component.productId,
              name: `Dio ${component.productId}`,
              qty: component.qty,
            })),
          }
        : {}),
    })),
    prices: {
      itemsTotal,
      coupon: 0,
      loyalty: 0,
      delivery: 0,
      cartTotal: itemsTotal,
      orderTotal: itemsTotal,
      tax: { itemsTotal: 0, coupon: 0, loyalty: 0, delivery: 0, cartTotal: 0, orderTotal: 0 },
      taxRates: [],
      currency,
    },
    billingAddress: {
      type: "Main",
      firstName: "Ana",
      lastName: "Horvat",
      contactEmail: order.email,
      contactPhone: "+385 91 000 0000",
      country: "HR",
      city: "Split",
      street: "Obala",
      houseNumber: "1",
      zipCode: "21000",
    },
    shippingAddress: null,
    customer: { email: order.email, firstName, lastName, company: null, isGuest: true },
    delivery: null,
    payment: {
      id: 1,
      code: paymentKind,
      kind: paymentKind,
      name: { cashOnDelivery: "Pouzeće", bankTransfer: "Bankovna uplata", card: "Kartica" }[
        paymentKind
      ],
    },
    bankTransfer: null,
    consents: [],
    coupon: null,
    memberCardBarcode: null,
    instructions: "",
  };
  const cartId = randomUUID();
  await db.insert(carts).values({
    id: cartId,
    siteId: site.id,
    protectCodeHash: "0".repeat(64),
    languageCode: "hrv",
    status: "archived",
  });
  const [row] = await db
    .insert(orders)
    .values({
      siteId: site.id,
      number: order.number,
      cartId,
      email: order.email,
      languageCode: "hrv",
      currencyId: site.mainCurrencyId,
      status: order.status ?? "new",
      paymentKind,
      totalCents: itemsTotal,
      snapshot,
      ...(order.createdAt ? { createdAt: order.createdAt } : {}),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("the order insert returned nothing");
  await db.insert(orderLines).values(
    snapshot.lines.map((line) => ({
      orderId: row.id,
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      unitPriceCents: line.unitPrice,
      rowTotalCents: line.row,
      taxRateBasisPoints: line.rateBasisPoints,
      options: line.options,
    })),
  );
  return row.id;
}

/** Removes test orders (their lines and events cascade) and their carts. */
export async function deleteOrders(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .delete(orders)
    .where(inArray(orders.id, [...ids]))
    .returning({ cartId: orders.cartId });
  for (const row of rows) await db.delete(carts).where(eq(carts.id, row.cartId));
}
