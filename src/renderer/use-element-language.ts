import { languageCodes, type LanguageCode } from "#src/lib/languages.ts";
import { languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";

/**
 * The language an element is drawn in: the page's language (the site's pages and the
 * builder's canvas alike), for links and prices that elements build themselves.
 */
export function useElementLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  return languageCodes.find((code) => languages[code].code2 === i18n.language) ?? "hrv";
}
