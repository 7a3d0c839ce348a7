import { and, eq } from "drizzle-orm";
import { parseSiteOption } from "#common/site-options.ts";
import type { SiteOptionKey } from "#generated/site-options.ts";
import type { SiteOptionValues } from "#generated/types.ts";
import { siteOptions } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";

/**
 * One site option as its schema types it, read from the database each time (also the private
 * ones the option filter never serves); undefined when unset or when its value breaks the
 * schema (logged, as the filter does).
 */
export async function readSiteOption<K extends SiteOptionKey>(
  services: Services,
  input: { siteId: string; key: K },
): Promise<SiteOptionValues[K] | undefined> {
  const [row] = await services.db
    .select({ value: siteOptions.value })
    .from(siteOptions)
    .where(and(eq(siteOptions.siteId, input.siteId), eq(siteOptions.key, input.key)))
    .limit(1);
  if (!row) return undefined;
  const parsed = parseSiteOption(input.key, row.value);
  if (parsed.ok) return parsed.value;
  services.log.warn(
    { siteId: input.siteId, key: input.key, reason: parsed.reason },
    "site option ignored: its stored value breaks its schema",
  );
  return undefined;
}
