import { englishStringTranslator, type TranslatableString } from "@rjsf/utils";
import { useCallback } from "react";
import { editor as de } from "#locales/de/editor.ts";
import { editor as en } from "#locales/en/editor.ts";
import { editor as hr } from "#locales/hr/editor.ts";
import { type Translate, translateWith } from "#common/validation-messages.ts";
import { resources } from "#src/lib/i18n.ts";
import { useTranslation } from "#src/lib/use-translation.ts";

/** The builder's texts by two-letter code, added to the page's i18next as namespace "editor". */
export const editorResources = { hr, en, de } as const;

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A text of the builder: "palette.search", "dnd.start" … (a typo fails the type check). */
export type EditorTextKey = Leaves<typeof hr>;

/** t() over the "editor" namespace, typed by the Croatian source. */
export function useText() {
  const { i18n } = useTranslation();
  // the "editor" namespace is added at run time (mount-editor.tsx), so i18next's own key
  // types do not know it: EditorTextKey checks the keys instead
  const translate = i18n.t as unknown as (key: string, options: object) => string;
  return useCallback(
    (key: EditorTextKey, values?: Record<string, string | number>) =>
      translate(key, { ns: "editor", ...values }),
    [translate],
  );
}

export type Text = ReturnType<typeof useText>;

/** The builder's language: the page's two-letter code when the builder has texts for it. */
export const editorCode2 = (code2: string): keyof typeof editorResources =>
  Object.hasOwn(editorResources, code2) ? (code2 as keyof typeof editorResources) : "hr";

/** spec 5 validation messages in the builder's language (the generated validators' errors). */
export const validationTranslate = (code2: string): Translate =>
  translateWith(resources[editorCode2(code2)].validation);

/** rjsf's own strings (array buttons, "required" marks) in the editor's language (`form`). */
export function formStrings(code2: string) {
  const forms = editorResources[editorCode2(code2)].form as Record<string, string>;
  return (string: TranslatableString, params?: string[]) =>
    forms[string] ?? englishStringTranslator(string, params);
}
