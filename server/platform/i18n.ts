import { api as apiDe } from "#locales/de/api.ts";
import { validation as validationDe } from "#locales/de/validation.ts";
import { api as apiEn } from "#locales/en/api.ts";
import { validation as validationEn } from "#locales/en/validation.ts";
import { api as apiHr } from "#locales/hr/api.ts";
import { validation as validationHr } from "#locales/hr/validation.ts";
import { interpolate } from "#common/validation-messages.ts";
import {
  defaultLanguage,
  languageCodes,
  languages,
  type LanguageCode2,
} from "#generated/languages.ts";

type Messages = { api: Record<string, string>; validation: Record<string, string> };

// One locale per language of the table (schemas/languages.json): a language without its
// messages fails the type check here.
const byCode2 = {
  hr: { api: apiHr, validation: validationHr },
  en: { api: apiEn, validation: validationEn },
  de: { api: apiDe, validation: validationDe },
} satisfies Record<LanguageCode2, Messages>;

// Server messages follow the request's language header (three-letter codes, spec 3); the
// default language (Croatian) is the source and the fallback.
const byLanguage: Record<string, Messages> = Object.fromEntries(
  languageCodes.map((code) => [code, byCode2[languages[code].code2]]),
);
const source: Messages = byCode2[languages[defaultLanguage].code2];

/** Translates `api.*` / `validation.*` keys; unknown keys fall back to Croatian, then the key. */
export function translate(
  languageCode: string | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const [namespace, name] = key.split(".", 2) as [keyof Messages, string];
  const messages = byLanguage[languageCode ?? defaultLanguage] ?? source;
  const text = messages[namespace]?.[name] ?? source[namespace]?.[name] ?? key;
  return interpolate(text, vars);
}
