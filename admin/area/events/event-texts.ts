import type { LanguageCode2 } from "#generated/languages.ts";
import { adminEvents as de } from "#locales/de/admin-events.ts";
import { adminEvents as en } from "#locales/en/admin-events.ts";
import { adminEvents as hr } from "#locales/hr/admin-events.ts";

const texts = { hr, en, de } as const;

/** The events screen's texts in the admin locale (their own file, like the redirects'). */
export const eventTexts = (code2: LanguageCode2) => texts[code2];

export type EventTexts = ReturnType<typeof eventTexts>;
