import { createInstance, type i18n } from "i18next";
import { de } from "#locales/de/index.ts";
import { en } from "#locales/en/index.ts";
import { hr } from "#locales/hr/index.ts";
import { languages, type LanguageCode } from "./languages.ts";
import { memoiseTranslations } from "./memo-translations.ts";

export const resources = { hr, en, de } as const;
export const namespaces = Object.keys(hr) as (keyof typeof hr)[];

/** A new i18next instance in one language: once per page on the client (stack.md). */
export function createI18n(language: LanguageCode): i18n {
  const instance = createInstance();
  void instance.init({
    lng: languages[language].code2,
    // spec 2: Croatian is the default and the fallback
    fallbackLng: "hr",
    resources,
    ns: namespaces,
    defaultNS: "common",
    initAsync: false,
    // spec style: {name}; React escapes the output itself
    interpolation: { prefix: "{", suffix: "}", escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const serverInstances = new Map<LanguageCode, i18n>();

/**
 * The server's i18next instance of a language, built once per process instead of once per
 * request (it cost ~2 % of a page view). Safe to share: the language of an instance never
 * changes and rendering only reads it, so requests never see another request's language.
 */
export function serverI18n(language: LanguageCode): i18n {
  let instance = serverInstances.get(language);
  if (!instance) {
    // its texts are remembered too (memo-translations.ts): nothing about them ever changes
    instance = memoiseTranslations(createI18n(language));
    serverInstances.set(language, instance);
  }
  return instance;
}
