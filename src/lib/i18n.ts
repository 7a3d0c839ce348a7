import type { i18n } from "i18next";
import { de } from "#locales/de/index.ts";
import { en } from "#locales/en/index.ts";
import { hr } from "#locales/hr/index.ts";
import { createI18nWith } from "./i18n-instance.ts";
import type { LanguageCode } from "./languages.ts";
import { registerTexts } from "./texts.ts";
import { memoiseTranslations } from "./memo-translations.ts";

export const resources = { hr, en, de } as const;

// the server (and tests) hold every language: textsOf answers for any of them
for (const [code2, texts] of Object.entries(resources)) registerTexts(code2, texts);

/** A new i18next instance in one language, with every language's texts (server, tests). */
export function createI18n(language: LanguageCode): i18n {
  return createI18nWith(language, resources);
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
