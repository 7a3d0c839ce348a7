import type { Country } from "#generated/types.ts";
import { namedCountries } from "#common/country-names.ts";
import { countries } from "../../../db/schema.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { allowedCountryCodes, readCheckoutSettings } from "./checkout-settings.ts";

/** Every known country (the commons list), from the cache. */
export function loadCountries(services: Services): Promise<Country[]> {
  return services.cache.getOrLoad(cacheKeys.countries(), () =>
    services.db.select().from(countries).orderBy(countries.name),
  );
}

/**
 * spec 7 getAvailableCountries: the countries the checkout settings allow (spec 5: a list, one
 * ISO code, or ALL), named in the request language and sorted by that name.
 */
export async function availableCountries(
  services: Services,
  input: { siteId: string; languageCode2: string },
): Promise<Country[]> {
  const [settings, all] = await Promise.all([
    readCheckoutSettings(services, input.siteId),
    loadCountries(services),
  ]);
  const codes = allowedCountryCodes(settings);
  return namedCountries(
    all.filter((country) => !codes || codes.includes(country.iso)),
    input.languageCode2,
  );
}
