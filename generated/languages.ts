// DO NOT EDIT: generated from schemas/languages.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.

/** The site languages by three-letter code (spec 3), in the order of the language switch. */
export const languages = {
  hrv: {
    code: "hrv",
    code2: "hr",
    name: "Hrvatski",
    names: {
      hr: "Hrvatski",
      en: "Croatian",
      de: "Kroatisch",
    },
    prefix: "",
    position: 1,
  },
  eng: {
    code: "eng",
    code2: "en",
    name: "English",
    names: {
      hr: "Engleski",
      en: "English",
      de: "Englisch",
    },
    prefix: "/en",
    position: 2,
  },
  deu: {
    code: "deu",
    code2: "de",
    name: "Deutsch",
    names: {
      hr: "Njemački",
      en: "German",
      de: "Deutsch",
    },
    prefix: "/de",
    position: 3,
  },
} as const;

export type LanguageCode = keyof typeof languages;
export type LanguageCode2 = (typeof languages)[LanguageCode]["code2"];

/** The language of paths without a prefix (spec 9). */
export const defaultLanguage: LanguageCode = "hrv";

export const languageCodes = Object.keys(languages) as LanguageCode[];
