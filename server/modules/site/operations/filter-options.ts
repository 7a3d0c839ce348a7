import { and, eq, inArray } from "drizzle-orm";
import type { SiteOption } from "#generated/types.ts";
import { siteOptions } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";

/** Site options (spec 3), all or the listed keys; MAINTENANCE=1 forces the Maintenance option on. */
export async function filterOptions(
  services: Services,
  input: { siteId: string; keys: string[] | undefined },
): Promise<SiteOption[]> {
  const where = input.keys
    ? and(eq(siteOptions.siteId, input.siteId), inArray(siteOptions.key, input.keys))
    : eq(siteOptions.siteId, input.siteId);
  const rows = await services.cache.getOrLoad(cacheKeys.options(input.siteId, input.keys), () =>
    services.db
      .select({ key: siteOptions.key, value: siteOptions.value, media: siteOptions.media })
      .from(siteOptions)
      .where(where)
      .orderBy(siteOptions.key),
  );
  const options: SiteOption[] = rows.map((row) => ({
    key: row.key,
    value: row.value,
    media: (row.media ?? null) as SiteOption["media"],
  }));
  const wantsMaintenance = !input.keys || input.keys.includes("Maintenance");
  if (services.config.isMaintenance && wantsMaintenance) {
    const rest = options.filter((option) => option.key !== "Maintenance");
    return [...rest, { key: "Maintenance", value: "true", media: null }];
  }
  return options;
}
