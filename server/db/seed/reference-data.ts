import { randomBytes } from "node:crypto";
import { languages } from "#generated/languages.ts";
import type { countries, currencies, languages as languageTable } from "../schema.ts";

type NewLanguage = typeof languageTable.$inferInsert;
type NewCountry = typeof countries.$inferInsert;
type NewCurrency = typeof currencies.$inferInsert;

export const demoSiteId = "vitrina-demo";

/** The site languages from the one table (schemas/languages.json); positions order the switch. */
export const languageRows: NewLanguage[] = Object.values(languages).map(
  ({ name, code, code2, names, position }) => ({ name, code, code2, names, position }),
);

/** EU, EEA, the UK, Switzerland, the Western Balkans and the US; names in Croatian. */
export const countryRows: NewCountry[] = [
  { iso: "AT", code: "AUT", name: "Austrija" },
  { iso: "BE", code: "BEL", name: "Belgija" },
  { iso: "BG", code: "BGR", name: "Bugarska" },
  { iso: "CY", code: "CYP", name: "Cipar" },
  { iso: "CZ", code: "CZE", name: "Češka" },
  { iso: "DE", code: "DEU", name: "Njemačka" },
  { iso: "DK", code: "DNK", name: "Danska" },
  { iso: "EE", code: "EST", name: "Estonija" },
  { iso: "ES", code: "ESP", name: "Španjolska" },
  { iso: "FI", code: "FIN", name: "Finska" },
  { iso: "FR", code: "FRA", name: "Francuska" },
  { iso: "GR", code: "GRC", name: "Grčka" },
  { iso: "HR", code: "HRV", name: "Hrvatska" },
  { iso: "HU", code: "HUN", name: "Mađarska" },
  { iso: "IE", code: "IRL", name: "Irska" },
  { iso: "IT", code: "ITA", name: "Italija" },
  { iso: "LT", code: "LTU", name: "Litva" },
  { iso: "LU", code: "LUX", name: "Luksemburg" },
  { iso: "LV", code: "LVA", name: "Latvija" },
  { iso: "MT", code: "MLT", name: "Malta" },
  { iso: "NL", code: "NLD", name: "Nizozemska" },
  { iso: "PL", code: "POL", name: "Poljska" },
  { iso: "PT", code: "PRT", name: "Portugal" },
  { iso: "RO", code: "ROU", name: "Rumunjska" },
  { iso: "SE", code: "SWE", name: "Švedska" },
  { iso: "SI", code: "SVN", name: "Slovenija" },
  { iso: "SK", code: "SVK", name: "Slovačka" },
  { iso: "IS", code: "ISL", name: "Island" },
  { iso: "LI", code: "LIE", name: "Lihtenštajn" },
  { iso: "NO", code: "NOR", name: "Norveška" },
  { iso: "GB", code: "GBR", name: "Ujedinjeno Kraljevstvo" },
  { iso: "CH", code: "CHE", name: "Švicarska" },
  { iso: "BA", code: "BIH", name: "Bosna i Hercegovina" },
  { iso: "RS", code: "SRB", name: "Srbija" },
  { iso: "ME", code: "MNE", name: "Crna Gora" },
  { iso: "MK", code: "MKD", name: "Sjeverna Makedonija" },
  { iso: "AL", code: "ALB", name: "Albanija" },
  { iso: "US", code: "USA", name: "Sjedinjene Američke Države" },
];

export const currencyRows: NewCurrency[] = [{ label: "EUR", symbol: "€" }];

/**
 * Hosts the demo answers on, with the port the seeding server runs on (the pages' canonical links
 * and the mails' links name it); any other host falls back to the first site.
 */
export const domainRows = (port: number) => [
  { name: "localhost", url: `http://localhost:${port}` },
  { name: "127.0.0.1", url: `http://127.0.0.1:${port}` },
];

/** A fresh 128-bit API key per installation (spec 3 domain config apiKeyToken), never a constant. */
export function generateApiKeyToken(): string {
  return randomBytes(16).toString("hex");
}
