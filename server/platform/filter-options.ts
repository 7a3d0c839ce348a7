import { and, eq, inArray } from "drizzle-orm";
import { isSiteOptionKey, parseSiteOption } from "#common/site-options.ts";
import { privateSiteOptionKeys, publicSiteOptionKeys } from "#generated/site-options.ts";
import type { SiteOption } from "#generated/types.ts";
import { siteOptions } from "../db/schema.ts";
import { cacheKeys } from "./cache-keys.ts";
import type { Services } from "./services.ts";

/**
 * A stored option is served only when its value fits its key's schema
 * (schemas/entities/site-option-values.schema.json); anything else is left out and logged, so
 * no client ever reads an option it cannot parse. Unknown keys are left out the same way.
 */
function usable(services: Services, siteId: string, option: SiteOption): boolean {
  const parsed = isSiteOptionKey(option.key)
    ? parseSiteOption(option.key, option.value)
    : { ok: false as const, reason: "unknown option key" };
  if (parsed.ok) return true;
  services.log.warn(
    { siteId, key: option.key, reason: parsed.reason },
    "site option ignored: its stored value breaks its schema",
  );
  return false;
}

// Options that hold secrets (writeOnly in their schema) are read by the server alone.
const isReadable = (key: string) => !(privateSiteOptionKeys as readonly string[]).includes(key);

/** Whether any caller may read an option (x-public in its schema); the rest are the back office's. */
export const isPublicOption = (key: string): boolean =>
  (publicSiteOptionKeys as readonly string[]).includes(key);

/**
 * Site options (spec 3), all or the listed keys, never a private one (SocialLoginProviders holds
 * client secrets); MAINTENANCE=1 forces the Maintenance option on. The server's own read: the
 * option filter route leaves out what is not public for callers outside the back office.
 */
export async function filterOptions(
  services: Services,
  input: { siteId: string; keys: string[] | undefined },
): Promise<SiteOption[]> {
  const options = await services.cache.getOrLoad(
    cacheKeys.options(input.siteId, input.keys),
    async () => {
      // built on a miss only: every page view reads options several times, from the cache
      const where = input.keys
        ? and(eq(siteOptions.siteId, input.siteId), inArray(siteOptions.key, input.keys))
        : eq(siteOptions.siteId, input.siteId);
      const rows = await services.db
        .select({ key: siteOptions.key, value: siteOptions.value, media: siteOptions.media })
        .from(siteOptions)
        .where(where)
        .orderBy(siteOptions.key);
      return rows
        .map((row) => ({
          key: row.key,
          value: row.value,
          media: (row.media ?? null) as SiteOption["media"],
        }))
        .filter((option) => isReadable(option.key) && usable(services, input.siteId, option));
    },
  );
  const wantsMaintenance = !input.keys || input.keys.includes("Maintenance");
  if (services.config.isMaintenance && wantsMaintenance) {
    const rest = options.filter((option) => option.key !== "Maintenance");
    return [...rest, { key: "Maintenance", value: "true", media: null }];
  }
  return options;
}
