import { createInstance, type i18n } from "i18next";
import { de } from "#locales/de/index.ts";
import { en } from "#locales/en/index.ts";
import { hr } from "#locales/hr/index.ts";
import { languages, type LanguageCode } from "./languages.ts";

export const resources = { hr, en, de } as const;
export const namespaces = Object.keys(hr) as (keyof typeof hr)[];

/** One i18next instance per request on the server, one per page on the client (stack.md). */
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
