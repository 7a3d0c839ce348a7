import { createInstance, type i18n } from "i18next";
import { languages, type LanguageCode } from "./languages.ts";
import type { Texts } from "./texts.ts";

/**
 * A new i18next instance in one language over the texts given by language (two-letter code):
 * every language on the server, the page's own in the browser (src/lib/texts.ts).
 */
export function createI18nWith(
  language: LanguageCode,
  resources: Readonly<Record<string, Texts>>,
): i18n {
  const instance = createInstance();
  void instance.init({
    lng: languages[language].code2,
    // spec 2: Croatian is the default and the fallback
    fallbackLng: "hr",
    resources,
    ns: Object.keys(Object.values(resources)[0] ?? {}),
    defaultNS: "common",
    initAsync: false,
    // spec style: {name}; React escapes the output itself
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
  });
  return instance;
}
