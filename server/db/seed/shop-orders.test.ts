import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../client.ts";
import * as schema from "../schema.ts";
import * as shop from "../schema-shop.ts";
import { seededMemoryServices } from "./memory-services.ts";

// issue 17: the demo shopper's past orders, placed by the checkout inside the seed's transaction
describe("the demo shopper's orders in the seed", () => {
  let database: Database;

  beforeAll(async () => {
    ({ database } = await seededMemoryServices());
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  it("gives the demo shopper three past orders, placed by the checkout, with their history", async () => {
    const db = database.db;
    const [shopper] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, "kupac@example.com"));
    const saved = await db
      .select()
      .from(schema.addresses)
      .where(eq(schema.addresses.userId, shopper?.id ?? 0));
    expect(saved.map((row) => row.type).sort()).toEqual(["Main", "Shipping"]);
    const rows = await db
      .select()
      .from(shop.orders)
      .where(eq(shop.orders.userId, shopper?.id ?? 0))
      .orderBy(asc(shop.orders.createdAt));
    expect(
      rows.map((row) => [
        row.status,
        row.paymentKind,
        row.paymentStatus,
        row.snapshot.delivery?.code,
      ]),
    ).toEqual([
      ["delivered", "cashOnDelivery", "unpaid", "courier"],
      ["shipped", "bankTransfer", "paid", "locker"],
      ["new", "bankTransfer", "unpaid", "pickup"],
    ]);
    const now = Date.now();
    for (const row of rows) {
      expect(row.number).toMatch(/^\d{4}-\d{6}$/);
      expect(row.createdAt.getTime()).toBeLessThan(now - 24 * 3_600_000);
      expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
      expect(row.updatedAt.getTime()).toBeLessThan(now);
      const lines = await db
        .select()
        .from(shop.orderLines)
        .where(eq(shop.orderLines.orderId, row.id));
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.map((line) => line.sku)).toEqual(row.snapshot.lines.map((line) => line.sku));
      expect(row.snapshot.customer.email).toBe("kupac@example.com");
      expect(row.snapshot.billingAddress?.street).toBe("Ilica");
      // the order asks the items' total less the coupon, plus delivery
      const { prices } = row.snapshot;
      expect(row.totalCents).toBe(prices.orderTotal);
      expect(prices.itemsTotal - prices.coupon + prices.delivery).toBe(prices.orderTotal);
    }
    const [delivered, shipped, fresh] = rows;
    expect(delivered?.snapshot.lines.every((line) => line.sku.startsWith("VIN-"))).toBe(true);
    expect(shipped?.snapshot.delivery?.branch?.id).toBe("locker-zagreb-1");
    expect(fresh?.snapshot.delivery?.branch?.id).toBe("konoba");
    expect(fresh?.snapshot.coupon?.code).toBe("WELCOME10");
    expect(fresh?.snapshot.prices.coupon).toBe(
      Math.round((fresh?.snapshot.prices.itemsTotal ?? 0) / 10),
    );
    expect(shipped?.snapshot.bankTransfer).not.toBeNull();
    const uses = await db.select().from(shop.shopCouponUses);
    expect(uses.map((use) => use.orderId)).toEqual([fresh?.id]);
    const eventsOf = async (orderId: number | undefined) =>
      (
        await db
          .select()
          .from(shop.orderEvents)
          .where(eq(shop.orderEvents.orderId, orderId ?? 0))
          .orderBy(asc(shop.orderEvents.createdAt))
      ).map((event) => [event.kind, event.detail.to]);
    expect(await eventsOf(delivered?.id)).toEqual([
      ["status", "processing"],
      ["status", "shipped"],
      ["status", "delivered"],
    ]);
    expect(await eventsOf(shipped?.id)).toEqual([
      ["payment", "paid"],
      ["status", "processing"],
      ["status", "shipped"],
    ]);
    expect(await eventsOf(fresh?.id)).toEqual([]);
    // the orders took stock as real ones do; the short cutting board was not ordered
    const products = await db.select().from(schema.catalogProducts);
    expect(products.find((row) => row.sku === "DASKA-MASL")?.stock).toBe(3);
    expect(products.find((row) => row.sku === "VIN-BABIC-20")?.stock).toBe(24 - 2);
    // confirmations and notices exist, none waiting to be sent
    const mails = await db.select().from(schema.outbox);
    expect(mails.filter((mail) => mail.template === "orderConfirmation")).toHaveLength(3);
    expect(mails.filter((mail) => mail.status === "pending")).toEqual([]);
    const carts = await db.select().from(shop.carts);
    expect(carts.map((cart) => cart.status)).toEqual(["archived", "archived", "archived"]);
  });
});
