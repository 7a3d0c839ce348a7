import { interpolate } from "#common/validation-messages.ts";
import { formatDay, formatMeasure, formatMoney } from "#common/money.ts";
import { documents as de } from "#locales/de/documents.ts";
import { documents as en } from "#locales/en/documents.ts";
import { documents as hr } from "#locales/hr/documents.ts";
import { languages, type LanguageCode2 } from "#generated/languages.ts";
import type { AddressForm, Order } from "#generated/types.ts";

export type DocumentTextKey = keyof typeof hr;

const byCode2: Record<LanguageCode2, Record<DocumentTextKey, string>> = { hr, en, de };

/** The texts and number formats of one language, for an order's documents. */
export type DocumentTexts = {
  /** The two-letter code (hr, en, de) the texts are in. */
  code2: LanguageCode2;
  t: (key: DocumentTextKey, vars?: Record<string, string | number>) => string;
  /** An amount of the order's currency in cents, as the language writes it ("16,00 €"). */
  money: (cents: number) => string;
  /** A VAT rate in basis points: "25 %". */
  rate: (basisPoints: number) => string;
  /** A day: "26. 11. 2026." in Croatian. */
  day: (iso: string) => string;
};

/** The texts of a three-letter language code (hrv, eng, deu); Croatian for one without them. */
export function documentTexts(
  language: string,
  currency: Pick<Order["currency"], "label" | "symbol">,
): DocumentTexts {
  const code2: LanguageCode2 =
    language in languages ? languages[language as keyof typeof languages].code2 : "hr";
  const texts = byCode2[code2];
  return {
    code2,
    t: (key, vars = {}) => interpolate(texts[key], vars),
    money: (cents) =>
      formatMoney(cents / 100, {
        language: code2,
        currency: currency.label,
        symbol: currency.symbol,
      }),
    rate: (basisPoints) => formatMeasure(basisPoints / 100, "%", code2),
    day: (iso) => formatDay(new Date(iso), code2),
  };
}

const countryNames = new Map<LanguageCode2, Intl.DisplayNames>();

/** An address as lines: name, company, street and number, zip and city, country by name. */
export function addressLines(address: AddressForm, code2: LanguageCode2): string[] {
  let names = countryNames.get(code2);
  if (!names) {
    names = new Intl.DisplayNames([code2], { type: "region" });
    countryNames.set(code2, names);
  }
  const country = names.of(address.country);
  return [
    `${address.firstName} ${address.lastName}`,
    ...(address.isCompany && address.companyName ? [address.companyName] : []),
    `${address.street} ${address.houseNumber}`,
    `${address.zipCode} ${address.city}`,
    ...(address.region ? [address.region] : []),
    country ?? address.country,
  ];
}
