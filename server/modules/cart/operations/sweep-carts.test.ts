import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { catalogProducts, sites } from "../../../db/schema.ts";
import { cartItems, carts, orders } from "../../../db/schema-shop.ts";
import { seedIfEmpty } from "../../../db/seed/seed.ts";
import { cartRetention, sweepCarts } from "./sweep-carts.ts";
import { openTestDatabase } from "../../../db/seed/seeded-template.ts";

const now = new Date("2026-11-26T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("sweepCarts", () => {
  let database: Database;
  let siteId = "";
  let productId = 0;

  beforeAll(async () => {
    database = await openTestDatabase({ databaseUrl: undefined, dataDir: ":memory:" });
    await database.migrate();
    await seedIfEmpty(database.db);
    const [site] = await database.db.select().from(sites).limit(1);
    const [product] = await database.db.select().from(catalogProducts).limit(1);
    siteId = site?.id ?? "";
    productId = product?.id ?? 0;
  }, 60_000);

  afterAll(async () => {
    await database.close();
  });

  async function cart(input: {
    updatedAt: Date;
    status?: "active" | "archived";
    hasItem?: boolean;
    hasOrder?: boolean;
  }): Promise<string> {
    const id = randomUUID();
    const db = database.db;
    await db.insert(carts).values({
      id,
      siteId,
      protectCodeHash: "0".repeat(64),
      languageCode: "hrv",
      status: input.status ?? "active",
      updatedAt: input.updatedAt,
    });
    if (input.hasItem)
      await db
        .insert(cartItems)
        .values({ cartId: id, productId, qty: 1, options: {}, optionsKey: "{}" });
    if (input.hasOrder)
      await db.insert(orders).values({
        siteId,
        number: `2026-${id.slice(0, 6)}`,
        cartId: id,
        email: "kupac@example.com",
        languageCode: "hrv",
        currencyId: 1,
        paymentKind: "cashOnDelivery",
        totalCents: 100,
        snapshot: {} as never,
      });
    return id;
  }

  it("deletes empty, merged and expired carts and keeps the rest and every ordered one", async () => {
    const hour = 60 * 60 * 1000;
    const kept = [
      await cart({ updatedAt: ago(hour) }),
      await cart({ updatedAt: ago(cartRetention.emptyMs * 3), hasItem: true }),
      await cart({ updatedAt: ago(cartRetention.emptyMs * 3), status: "archived" }),
      await cart({
        updatedAt: ago(cartRetention.untouchedMs * 2),
        status: "archived",
        hasItem: true,
        hasOrder: true,
      }),
    ];
    const gone = [
      await cart({ updatedAt: ago(cartRetention.emptyMs + hour) }),
      await cart({ updatedAt: ago(cartRetention.mergedMs + hour), status: "archived" }),
      await cart({ updatedAt: ago(cartRetention.untouchedMs + hour), hasItem: true }),
    ];
    expect(await sweepCarts(database.db, now)).toBe(gone.length);
    const left = new Set(
      (await database.db.select({ id: carts.id }).from(carts)).map((row) => row.id),
    );
    for (const id of kept) expect(left.has(id), id).toBe(true);
    for (const id of gone) expect(left.has(id), id).toBe(false);
    // the lines went with their cart
    const [line] = await database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, gone[2] ?? ""));
    expect(line).toBeUndefined();
  });
});
