import type { LanguageCode2 } from "#generated/languages.ts";
import { adminComments as de } from "#locales/de/admin-comments.ts";
import { adminComments as en } from "#locales/en/admin-comments.ts";
import { adminComments as hr } from "#locales/hr/admin-comments.ts";

const texts = { hr, en, de } as const;

/** The comments screen's texts in the admin locale (their own file, as the redirects screen's). */
export const commentTexts = (code2: LanguageCode2) => texts[code2];

export type CommentTexts = ReturnType<typeof commentTexts>;
