import type { Country } from "#generated/types.ts";

// One formatter per language: building Intl.DisplayNames is the costly part.
const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language (ISO 639-1), from the runtime's CLDR data; else its stored name. */
export function countryName(country: Country, code2: string): string {
  let names = displayNames.get(code2);
  if (!names) {
    names = new Intl.DisplayNames([code2], { type: "region", fallback: "none" });
    displayNames.set(code2, names);
  }
  return names.of(country.iso) ?? country.name;
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
