/** Locales money is written in, by the site's two-letter language code (spec 9). */
const moneyLocales: Readonly<Record<string, string>> = { hr: "hr-HR", en: "en-IE", de: "de-DE" };

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * spec 9: a price with two decimals and the currency symbol, e.g. "16,00 €" in hr-HR. Every
 * space in it is a non-breaking one, so a line never breaks between the amount and "€".
 */
export function formatMoney(
  amount: number,
  options: { language?: string; currency?: string } = {},
): string {
  const locale = moneyLocales[options.language ?? "hr"] ?? "hr-HR";
  const currency = options.currency ?? "EUR";
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
  return formatter.format(amount).replace(/\s/gu, "\u00a0");
}
