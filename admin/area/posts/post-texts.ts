import type { LanguageCode2 } from "#generated/languages.ts";
import { adminPosts as de } from "#locales/de/admin-posts.ts";
import { adminPosts as en } from "#locales/en/admin-posts.ts";
import { adminPosts as hr } from "#locales/hr/admin-posts.ts";

const texts = { hr, en, de } as const;

/** The post categories screen's texts in the admin locale (their own file, like the redirects'). */
export const postTexts = (code2: LanguageCode2) => texts[code2];

export type PostTexts = ReturnType<typeof postTexts>;
