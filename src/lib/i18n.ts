import { de } from "#locales/de/index.ts";
import { en } from "#locales/en/index.ts";
import { hr } from "#locales/hr/index.ts";
import { registerTexts } from "./texts.ts";

/** Every language's texts by two-letter code: what the server (and tests) hold. */
export const resources = { hr, en, de } as const;

// the server (and tests) hold every language: textsOf and translatorOf answer for any of them
for (const [code2, texts] of Object.entries(resources)) registerTexts(code2, texts);
