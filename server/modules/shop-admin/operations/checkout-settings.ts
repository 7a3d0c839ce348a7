import { sql } from "drizzle-orm";
import type { CheckoutSettings } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { siteOptions } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import { readSiteOption } from "../../site/operations/read-option.ts";

/** What checkout does while the option was never saved (the schema's defaults). */
const defaults: CheckoutSettings = {
  cartAdditionBehaviour: 2,
  allowedCountries: "ALL",
  skipShippingStep: false,
};

/** The CheckoutSettings site option as the back office edits it, or its defaults. */
export async function getCheckoutSettings(
  services: Services,
  siteId: string,
): Promise<CheckoutSettings> {
  return (await readSiteOption(services, { siteId, key: "CheckoutSettings" })) ?? defaults;
}

/** Writes the CheckoutSettings site option (one row per site and key). */
export async function saveCheckoutSettings(
  db: Db,
  siteId: string,
  body: CheckoutSettings,
): Promise<CheckoutSettings> {
  await db
    .insert(siteOptions)
    .values({ siteId, key: "CheckoutSettings", value: JSON.stringify(body) })
    .onConflictDoUpdate({
      target: [siteOptions.siteId, siteOptions.key],
      set: { value: sql`excluded.value` },
    });
  return body;
}
