import type { LanguageCode2 } from "#generated/languages.ts";
import { adminRedirects as de } from "#locales/de/admin-redirects.ts";
import { adminRedirects as en } from "#locales/en/admin-redirects.ts";
import { adminRedirects as hr } from "#locales/hr/admin-redirects.ts";

const texts = { hr, en, de } as const;

/** The redirects screen's texts in the admin locale (their own file: the area's stay as they are). */
export const redirectTexts = (code2: LanguageCode2) => texts[code2];

export type RedirectTexts = ReturnType<typeof redirectTexts>;
