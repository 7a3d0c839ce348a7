import type { Country } from "#generated/types.ts";
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

// One formatter per language: building Intl.DisplayNames is the costly part.
const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language (ISO 639-1), from the runtime's CLDR data; else its stored name. */
function localName(country: Country, code2: string): string {
  let names = displayNames.get(code2);
  if (!names) {
    names = new Intl.DisplayNames([code2], { type: "region", fallback: "none" });
    displayNames.set(code2, names);
  }
  return names.of(country.iso) ?? country.name;
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
  const collator = new Intl.Collator(input.languageCode2);
  return all
    .filter((country) => !codes || codes.includes(country.iso))
    .map((country) => ({ ...country, name: localName(country, input.languageCode2) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
