import { localeOf } from "#common/money.ts";
import { languages, type LanguageCode } from "#src/lib/languages.ts";

/** The site's time zone: an event's times are the venue's, whatever the visitor's clock says. */
export const siteTimeZone = "Europe/Zagreb";

const rangeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An event's start and end as the language writes a range in the site's time zone, the day
 * named once when both are on it ("sub, 5. 12. 2026. 19:00 – 22:00").
 */
export function formatEventRange(
  event: { startEvent: string; endEvent: string },
  language: LanguageCode,
): string {
  const locale = localeOf(languages[language].code2);
  let formatter = rangeFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: siteTimeZone,
    });
    rangeFormatters.set(locale, formatter);
  }
  return formatter.formatRange(new Date(event.startEvent), new Date(event.endEvent));
}
