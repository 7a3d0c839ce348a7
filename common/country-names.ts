import type { Country } from "#generated/types.ts";

// One formatter per language: building Intl.DisplayNames is the costly part.
const displayNames = new Map<string, Intl.DisplayNames>();

const regionName = (iso: string, code2: string): string | undefined => {
  let names = displayNames.get(code2);
  if (!names) {
    names = new Intl.DisplayNames([code2], { type: "region", fallback: "none" });
    displayNames.set(code2, names);
  }
  return names.of(iso);
};

/** A country's name in a language (ISO 639-1), from the runtime's CLDR data; else its stored name. */
export function countryName(country: Country, code2: string): string {
  return regionName(country.iso, code2) ?? country.name;
}

/**
 * The country names of addresses stored with an ISO code (an order's snapshot) in a language,
 * keyed by that code, for a loader to hand over: markup and hydration read the same names.
 */
export function addressCountryNames(
  addresses: readonly ({ country: string } | null | undefined)[],
  code2: string,
): Record<string, string> {
  return Object.fromEntries(
    addresses.flatMap((address) =>
      address ? [[address.country, regionName(address.country, code2) ?? address.country]] : [],
    ),
  );
}

/**
 * The countries named in a language and sorted by that name, computed where the list is loaded
 * (the server), so a page's markup and its hydration read the same names.
 */
export function namedCountries(countries: readonly Country[], code2: string): Country[] {
  const collator = new Intl.Collator(code2);
  return countries
    .map((country) => ({ ...country, name: countryName(country, code2) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
