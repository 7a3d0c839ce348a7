import type { DeepStrings } from "#locales/types.ts";
import type { hr } from "#locales/hr/index.ts";

/** The texts of one language (locales/<code2>/index.ts), typed against the Croatian source. */
export type Texts = DeepStrings<typeof hr>;

export type TextsCode2 = "hr" | "en" | "de";

// The browser fetches the texts of the page's language only (each language is a chunk of its
// own); the server registers all of them at start (src/lib/i18n.ts).
const loaders: Record<TextsCode2, () => Promise<Texts>> = {
  hr: () => import("#locales/hr/index.ts").then((module) => module.hr),
  en: () => import("#locales/en/index.ts").then((module) => module.en),
  de: () => import("#locales/de/index.ts").then((module) => module.de),
};

const loaded = new Map<string, Texts>();

/** Texts this process has (the server: every language; the browser: what it fetched). */
export function registerTexts(code2: string, texts: Texts): void {
  loaded.set(code2, texts);
}

/**
 * The texts of a language (translator.ts reads them; so do meta functions and actions):
 * always there on the server; in the browser once `loadTexts` ran for it, which the entry does
 * for the page's language and the language switch when it is pointed at. Until then (a switch
 * faster than the fetch, or the back office's login reached in the browser) the language the
 * browser has answers, and root.tsx switches the page's language once the texts are there.
 */
export function textsOf(code2: string): Texts {
  const texts = loaded.get(code2) ?? loaded.values().next().value;
  if (!texts) throw new Error("no texts are loaded");
  return texts;
}

/** Fetches a language's texts in the browser (once); a no-op when they are there. */
export async function loadTexts(code2: string): Promise<Texts> {
  const known = loaded.get(code2);
  if (known) return known;
  const load = loaders[code2 as TextsCode2];
  if (!load) throw new Error(`no texts for ${code2}`);
  const texts = await load();
  registerTexts(code2, texts);
  return texts;
}
