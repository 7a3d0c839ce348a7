import type { hr } from "#locales/hr/index.ts";
import { textsOf, type Texts } from "./texts.ts";

/** A namespace of the site's texts: a file of locales/<code2>/. */
export type Namespace = keyof Texts;

/** The dotted keys of a tree of texts: "orders.count", "success.title" … */
export type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text's key in any of the namespaces `N` (a typo fails the type check). */
export type TextKey<N extends Namespace> = N extends Namespace ? Leaves<Texts[N]> : never;

/** What a text's `{name}` placeholders are filled with. */
export type TextValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** The Croatian source text at a dotted key (its literal type: the locales are `as const`). */
type SourceText<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? SourceText<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The `{name}` placeholders of a text. */
type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A text's values: required, naming each placeholder, when it has any (a missing one fails). */
type ValuesOf<S> = [Placeholders<S>] extends [never]
  ? [values?: TextValues]
  : [values: TextValues & Readonly<Record<Placeholders<S>, TextValues[string]>>];

type TextIn<N extends Namespace, K extends string> = N extends Namespace
  ? SourceText<(typeof hr)[N], K>
  : never;

/** A text by its key, its placeholders filled. */
export type Translate<N extends Namespace> = <K extends TextKey<N>>(
  key: K,
  ...values: ValuesOf<TextIn<N, K>>
) => string;

/** The text at a dotted key of a tree of texts, if it is one. */
export function textAt(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * `{name}` placeholders filled from `values` (spec style); one without a value is left empty.
 * Nothing is escaped: React escapes what it writes, and mails escape their HTML themselves.
 */
export function fillText(text: string, values?: TextValues): string {
  if (!values || !text.includes("{")) return text;
  return text.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = values[name.trim()];
    return value === null || value === undefined ? "" : String(value);
  });
}

type Lookup = (key: string, values?: TextValues) => string;
const fixed = new Map<string, Lookup>();

/**
 * The texts of `namespaces` in a language (two-letter code), the first namespace holding the key
 * answering, else Croatian's (spec 2: the default and the fallback), else the key itself. One
 * function per language and namespaces, so a component's `t` keeps its identity across renders;
 * it reads the texts when called, so texts fetched later (texts.ts) are found.
 */
export function translatorOf<N extends Namespace>(
  code2: string,
  namespaces: N | readonly N[],
): Translate<N> {
  const list: readonly Namespace[] = typeof namespaces === "string" ? [namespaces] : namespaces;
  const id = `${code2}\u0000${list.join("\u0000")}`;
  let translate = fixed.get(id);
  if (!translate) {
    translate = (key, values) => {
      for (const language of code2 === "hr" ? [code2] : [code2, "hr"]) {
        const texts = textsOf(language);
        for (const namespace of list) {
          const text = textAt(texts[namespace], key);
          if (text !== undefined) return fillText(text, values);
        }
      }
      return key;
    };
    fixed.set(id, translate);
  }
  return translate;
}
