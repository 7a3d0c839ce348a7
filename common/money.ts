/** Locales money and numbers are written in, by the site's two-letter language code (spec 9). */
const moneyLocales: Readonly<Record<string, string>> = { hr: "hr-HR", en: "en-IE", de: "de-DE" };

/** The locale of a two-letter language code (Croatian for one the site does not know). */
export const localeOf = (language: string | undefined): string =>
  moneyLocales[language ?? "hr"] ?? "hr-HR";

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const isoCode = /^[A-Z]{3}$/;

/**
 * spec 9: a price with two decimals and the currency symbol, e.g. "16,00 €" in hr-HR. With the
 * site's own symbol of the currency (spec 3 currency settings: "$", "£") that symbol is written
 * where the language puts one ("10,80 $", "$10.80"); a label that is no ISO code is written
 * that way too. Every space in it is a non-breaking one, so a line never breaks between the
 * amount and "€".
 */
export function formatMoney(
  amount: number,
  options: { language?: string; currency?: string; symbol?: string } = {},
): string {
  const locale = localeOf(options.language);
  const label = options.currency ?? "EUR";
  const isIso = isoCode.test(label);
  const formatter = moneyFormatter(locale, isIso ? label : "EUR");
  const symbol = options.symbol ?? (isIso ? undefined : label);
  const text =
    symbol === undefined
      ? formatter.format(amount)
      : formatter
          .formatToParts(amount)
          .map((part) => (part.type === "currency" ? symbol : part.value))
          .join("");
  return text.replace(/\s/gu, "\u00a0");
}

/**
 * A measured value as the language writes it, with its unit after a non-breaking space:
 * "12,5 %" in Croatian, "12.5 %" in English (a product attribute of type numberField).
 */
export function formatMeasure(value: number, unit: string | null, language: string): string {
  const locale = localeOf(language);
  const key = `${locale}:measure`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // "min2": four digits stay together (a vintage is "2019", not "2.019"); 10.000 is grouped
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: "min2" });
    formatters.set(key, formatter);
  }
  const number = formatter.format(value);
  return (unit ? `${number} ${unit}` : number).replace(/\s/gu, "\u00a0");
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date (UTC) as the language writes it, unbreakable: "01. 03. 2024." in Croatian. */
export function formatDay(date: Date, language: string, withTime = false): string {
  const locale = localeOf(language);
  const key = `${locale}:${withTime}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "numeric",
      year: "numeric",
      ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
      timeZone: "UTC",
    });
    dayFormatters.set(key, formatter);
  }
  return formatter.format(date).replace(/\s/gu, "\u00a0");
}
