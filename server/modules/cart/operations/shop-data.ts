import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  shopDeliveryMethods,
  shopPaymentMethods,
  shopTaxClasses,
} from "../../../db/schema-shop.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";

export type DeliveryMethodRow = typeof shopDeliveryMethods.$inferSelect;
export type PaymentMethodRow = typeof shopPaymentMethods.$inferSelect;

/**
 * A site's tax classes and its delivery and payment methods, active or not, in their order: what
 * every cart and checkout call reads. Cached under the site's options (the shop back office
 * drops them on every write of its settings, on every instance).
 */
export type ShopData = {
  taxClasses: { code: string; rate: number }[];
  deliveryMethods: DeliveryMethodRow[];
  paymentMethods: PaymentMethodRow[];
};

export function loadShopData(services: Services, siteId: string): Promise<ShopData> {
  return services.cache.getOrLoad(cacheKeys.shopData(siteId), () =>
    readShopData(services.db, siteId),
  );
}

/**
 * ShopData from the database (the seed, inside its transaction; everything else reads it through
 * the cache). One query after another: a transaction has one connection.
 */
export async function readShopData(db: Db, siteId: string): Promise<ShopData> {
  const taxClasses = await db
    .select({ code: shopTaxClasses.code, rate: shopTaxClasses.rateBasisPoints })
    .from(shopTaxClasses)
    .where(eq(shopTaxClasses.siteId, siteId));
  const deliveryMethods = await db
    .select()
    .from(shopDeliveryMethods)
    .where(eq(shopDeliveryMethods.siteId, siteId))
    .orderBy(asc(shopDeliveryMethods.position), asc(shopDeliveryMethods.id));
  const paymentMethods = await db
    .select()
    .from(shopPaymentMethods)
    .where(eq(shopPaymentMethods.siteId, siteId))
    .orderBy(asc(shopPaymentMethods.position), asc(shopPaymentMethods.id));
  return { taxClasses, deliveryMethods, paymentMethods };
}
