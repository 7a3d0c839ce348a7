import { admin as de } from "#locales/de/admin.ts";
import { admin as en } from "#locales/en/admin.ts";
import { admin as hr } from "#locales/hr/admin.ts";
import type { LanguageCode2 } from "#generated/languages.ts";

const texts = { hr, en, de } as const;

/** The admin area's texts in a language (server and browser alike: not the site's namespaces). */
export const adminTexts = (code2: LanguageCode2) => texts[code2];

export type AdminTexts = ReturnType<typeof adminTexts>;
