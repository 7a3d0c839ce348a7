import { parseSiteOptions } from "#common/site-options.ts";
import type { CheckoutSettings } from "#generated/types.ts";
import validateCheckoutSettings from "#generated/validators/entities/checkout-settings.js";
import type { Services } from "../../../platform/services.ts";
import { filterOptions } from "../../../platform/filter-options.ts";

/** The schema's defaults (cartAdditionBehaviour 2, allowedCountries ALL, no skip), filled by its validator. */
function schemaDefaults(): CheckoutSettings {
  const settings: Record<string, unknown> = {};
  if (!validateCheckoutSettings(settings))
    throw new Error("CheckoutSettings defaults break their schema");
  return settings;
}

/**
 * spec 7 getCheckoutSettings: the site's CheckoutSettings option (read through the cached option
 * filter, so a checkout does not query it), or the schema's defaults when it is unset or broken.
 */
export async function readCheckoutSettings(
  services: Services,
  siteId: string,
): Promise<CheckoutSettings> {
  const list = await filterOptions(services, { siteId, keys: ["CheckoutSettings"] });
  return parseSiteOptions(list).CheckoutSettings ?? schemaDefaults();
}

/** spec 5: the ISO codes checkout accepts (a list, one code), or undefined for ALL. */
export function allowedCountryCodes(settings: CheckoutSettings): readonly string[] | undefined {
  const allowed = settings.allowedCountries;
  if (allowed === "ALL") return undefined;
  return typeof allowed === "string" ? [allowed] : allowed;
}

/** Whether checkout accepts an address in this country (spec 5 allowed countries). */
export function isCountryAllowed(settings: CheckoutSettings, iso: string): boolean {
  const codes = allowedCountryCodes(settings);
  return !codes || codes.includes(iso);
}
