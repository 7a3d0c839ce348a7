import type { i18n, TFunction } from "i18next";

type Translate = (key: unknown, options?: unknown) => unknown;

// Interpolation values can be anything a page says; past this many texts the memory starts over.
const maxEntries = 5_000;

/** Options that name a text completely: none, or only strings, numbers and booleans. */
function isPlain(options: unknown): options is Record<string, string | number | boolean> {
  if (options === undefined) return true;
  if (typeof options !== "object" || options === null || Array.isArray(options)) return false;
  return Object.values(options).every(
    (value) => typeof value === "string" || typeof value === "number" || typeof value === "boolean",
  );
}

/**
 * Remembers the texts of an i18next instance whose language and resources never change (the
 * server's, one per language): every `t()` of a page view walked i18next's resolution, copied
 * its options and interpolated anew (~7 % of an uncached page view), for the same few hundred
 * texts. `getFixedT` returns one remembering function per language, namespace and key prefix;
 * a call with a function or an object among its options goes to i18next as before.
 */
export function memoiseTranslations(instance: i18n): i18n {
  const original = instance.getFixedT.bind(instance);
  const texts = new Map<string, unknown>();
  const fixed = new Map<string, TFunction>();
  instance.getFixedT = ((...args: Parameters<typeof original>) => {
    const scope = JSON.stringify(args);
    const known = fixed.get(scope);
    if (known) return known;
    const translate = original(...args);
    const call = translate as unknown as Translate;
    const remembering: Translate = (key, options) => {
      if (typeof key !== "string" || !isPlain(options)) return call(key, options);
      const id =
        options === undefined
          ? `${scope}\u0000${key}`
          : `${scope}\u0000${key}\u0000${JSON.stringify(options)}`;
      if (texts.has(id)) return texts.get(id);
      const text = call(key, options);
      if (typeof text !== "string") return text;
      if (texts.size >= maxEntries) texts.clear();
      texts.set(id, text);
      return text;
    };
    const result = Object.assign(remembering, translate) as unknown as TFunction;
    fixed.set(scope, result);
    return result;
  }) as typeof instance.getFixedT;
  return instance;
}
