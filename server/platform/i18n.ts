import { api as apiDe } from "#locales/de/api.ts";
import { validation as validationDe } from "#locales/de/validation.ts";
import { api as apiEn } from "#locales/en/api.ts";
import { validation as validationEn } from "#locales/en/validation.ts";
import { api as apiHr } from "#locales/hr/api.ts";
import { validation as validationHr } from "#locales/hr/validation.ts";
import { interpolate } from "#common/validation-messages.ts";

type Messages = { api: Record<string, string>; validation: Record<string, string> };

// Server messages follow the request's language header (three-letter codes, spec 3);
// Croatian is the source and the fallback.
const byLanguage: Record<string, Messages> = {
  hrv: { api: apiHr, validation: validationHr },
  eng: { api: apiEn, validation: validationEn },
  deu: { api: apiDe, validation: validationDe },
};
const source = byLanguage.hrv as Messages;

/** Translates `api.*` / `validation.*` keys; unknown keys fall back to Croatian, then the key. */
export function translate(
  languageCode: string | undefined,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const [namespace, name] = key.split(".", 2) as [keyof Messages, string];
  const messages = byLanguage[languageCode ?? "hrv"] ?? source;
  const text = messages[namespace]?.[name] ?? source[namespace]?.[name] ?? key;
  return interpolate(text, vars);
}
