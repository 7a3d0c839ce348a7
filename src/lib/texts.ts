import type { DeepStrings } from "#locales/types.ts";
import type { hr } from "#locales/hr/index.ts";

/** The texts of one language (locales/<code2>/index.ts), typed against the Croatian source. */
export type Texts = DeepStrings<typeof hr>;

export type TextsCode2 = "hr" | "en" | "de";

/**
 * The pieces a language's texts travel to the browser in: the namespaces of locales/<code2>/shell.ts
 * together, and each other namespace alone. A page's HTML names the pieces its first render read
 * (entry.server.tsx); the browser fetches those before hydrating and the rest when it is idle.
 */
const separateParts = [
  "account",
  "api",
  "validation",
  "checkout",
  "blog",
  "events",
  "comments",
] as const;
export type TextsPart = "shell" | (typeof separateParts)[number];
export const textsParts: readonly TextsPart[] = ["shell", ...separateParts];

/** The piece a namespace travels in. */
export function partOf(namespace: string): TextsPart {
  return (separateParts as readonly string[]).includes(namespace)
    ? (namespace as TextsPart)
    : "shell";
}

type PartModule = { shell: Partial<Texts> } | Partial<Texts>;

// one dynamic import per language and piece, each a chunk of its own in the browser's build
const loaders: Record<TextsCode2, Record<TextsPart, () => Promise<PartModule>>> = {
  hr: {
    shell: () => import("#locales/hr/shell.ts"),
    account: () => import("#locales/hr/account.ts"),
    api: () => import("#locales/hr/api.ts"),
    validation: () => import("#locales/hr/validation.ts"),
    checkout: () => import("#locales/hr/checkout.ts"),
    blog: () => import("#locales/hr/blog.ts"),
    events: () => import("#locales/hr/events.ts"),
    comments: () => import("#locales/hr/comments.ts"),
  },
  en: {
    shell: () => import("#locales/en/shell.ts"),
    account: () => import("#locales/en/account.ts"),
    api: () => import("#locales/en/api.ts"),
    validation: () => import("#locales/en/validation.ts"),
    checkout: () => import("#locales/en/checkout.ts"),
    blog: () => import("#locales/en/blog.ts"),
    events: () => import("#locales/en/events.ts"),
    comments: () => import("#locales/en/comments.ts"),
  },
  de: {
    shell: () => import("#locales/de/shell.ts"),
    account: () => import("#locales/de/account.ts"),
    api: () => import("#locales/de/api.ts"),
    validation: () => import("#locales/de/validation.ts"),
    checkout: () => import("#locales/de/checkout.ts"),
    blog: () => import("#locales/de/blog.ts"),
    events: () => import("#locales/de/events.ts"),
    comments: () => import("#locales/de/comments.ts"),
  },
};

/** The namespaces each language has here: all on the server, what was fetched in the browser. */
const loaded = new Map<string, Partial<Texts>>();
const fetches = new Map<string, Promise<void>>();

/** Texts this process has whole (the server registers every language at start: src/lib/i18n.ts). */
export function registerTexts(code2: string, texts: Texts): void {
  loaded.set(code2, texts);
  for (const part of textsParts) fetches.set(`${code2}/${part}`, Promise.resolve());
}

// While a server render is recorded: the pieces it read, and a recording view of each language.
let read: Set<TextsPart> | undefined;
const recordingViews = new WeakMap<Partial<Texts>, Partial<Texts>>();

function recordingView(texts: Partial<Texts>): Partial<Texts> {
  let view = recordingViews.get(texts);
  if (!view) {
    view = new Proxy(texts, {
      get(target, name, receiver) {
        if (typeof name === "string") read?.add(partOf(name));
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    recordingViews.set(texts, view);
  }
  return view;
}

/**
 * Runs a server render (synchronous: no other request's render interleaves) and answers which
 * pieces of the texts it read, meta functions included, in the order of `textsParts`.
 */
export function recordTextsParts<T>(render: () => T): { result: T; parts: TextsPart[] } {
  read = new Set();
  try {
    const result = render();
    const parts = textsParts.filter((part) => read?.has(part));
    return { result, parts };
  } finally {
    read = undefined;
  }
}

/**
 * The texts of a language (translator.ts reads them; so do meta functions and actions):
 * always whole on the server; in the browser the pieces `loadTexts` fetched, which the entry does
 * for what the page's first render reads and then for the rest, and the language switch when it
 * is pointed at. Until then (a switch faster than the fetch, or the back office's login reached
 * in the browser) the language the browser has answers, and root.tsx switches the page's
 * language once the texts are there.
 */
export function textsOf(code2: string): Texts {
  const texts = loaded.get(code2) ?? loaded.values().next().value;
  if (!texts) throw new Error("no texts are loaded");
  // a namespace not fetched yet reads as missing: translator.ts answers its key
  return (read ? recordingView(texts) : texts) as Texts;
}

/** Fetches pieces of a language's texts in the browser (each once; every piece by default). */
export async function loadTexts(
  code2: string,
  parts: readonly TextsPart[] = textsParts,
): Promise<void> {
  const languageLoaders = loaders[code2 as TextsCode2];
  if (!languageLoaders) throw new Error(`no texts for ${code2}`);
  await Promise.all(
    parts.map((part) => {
      const key = `${code2}/${part}`;
      let fetching = fetches.get(key);
      if (!fetching) {
        fetching = languageLoaders[part]().then((module) => {
          const namespaces =
            part === "shell" ? (module as { shell: Partial<Texts> }).shell : module;
          loaded.set(code2, { ...loaded.get(code2), ...namespaces });
        });
        // a failed fetch (a new deployment, a lost connection) is tried again next time
        fetching.catch(() => fetches.delete(key));
        fetches.set(key, fetching);
      }
      return fetching;
    }),
  );
}

/** The pieces a page's HTML names (entry.server.tsx), else every piece. */
export function partsOfPage(named: string | undefined): TextsPart[] {
  const parts = named
    ?.split(" ")
    .filter((part): part is TextsPart => (textsParts as readonly string[]).includes(part));
  return parts?.length ? parts : [...textsParts];
}
