import { englishStringTranslator, type TranslatableString } from "@rjsf/utils";
import { createContext, useCallback, useContext } from "react";
import { editor as de } from "#locales/de/editor.ts";
import { editor as en } from "#locales/en/editor.ts";
import { editor as hr } from "#locales/hr/editor.ts";
import { type Translate, translateWith } from "#common/validation-messages.ts";
import { textsOf } from "#src/lib/texts.ts";
import { fillText, type Leaves, textAt, type TextValues } from "#src/lib/translator.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { languages } from "#src/lib/languages.ts";
import { dataOf } from "#src/lib/api-client.ts";
import type { AdminApi } from "../api/admin-api.ts";

/** The builder's texts by two-letter code (the site's texts do not carry them). */
export const editorResources = { hr, en, de } as const;

/** A text of the builder: "palette.search", "dnd.start" … (a typo fails the type check). */
export type EditorTextKey = Leaves<typeof hr>;

/**
 * spec 6 admin locale: the two-letter code of the editor's own interface language, which the
 * builder's texts, labels and dialogs speak whatever the language of the page it edits (that one
 * is the canvas's: LanguageProvider). mount-editor.tsx provides it.
 */
export const InterfaceLanguageContext = createContext<string | undefined>(undefined);

/** The builder's interface language (the page's when none is provided). */
export function useInterfaceCode2(): string {
  const page = useTranslation().i18n.language;
  return useContext(InterfaceLanguageContext) ?? page;
}

/**
 * The editor's interface language (the user's setting general/language, spec 6) as a two-letter
 * code the builder has texts for; the page's when the setting is missing or cannot be read.
 */
export async function loadInterfaceCode2(api: AdminApi, pageCode2: string): Promise<string> {
  try {
    const setting = await dataOf(
      api.GET("/api/v1/settings/general/user", {
        params: { query: { group: "general", key: "language" } },
      }),
    );
    const code = Object.hasOwn(languages, setting.value)
      ? languages[setting.value as keyof typeof languages].code2
      : pageCode2;
    return editorCode2(code);
  } catch {
    return editorCode2(pageCode2);
  }
}

/** t() over the builder's texts in the editor's interface language, typed by the Croatian source. */
export function useText() {
  const language = useInterfaceCode2();
  return useCallback(
    (key: EditorTextKey, values?: TextValues) =>
      fillText(textAt(editorResources[editorCode2(language)], key) ?? key, values),
    [language],
  );
}

export type Text = ReturnType<typeof useText>;

/** The builder's language: the page's two-letter code when the builder has texts for it. */
export const editorCode2 = (code2: string): keyof typeof editorResources =>
  Object.hasOwn(editorResources, code2) ? (code2 as keyof typeof editorResources) : "hr";

/**
 * spec 5 validation messages in the builder's language (the generated validators' errors), read
 * from the site's texts when a message is asked for: the browser fetches them as a piece of their
 * own (src/lib/texts.ts), which the builder's start awaits (mount-editor.tsx). Importing the
 * languages here instead would put every language's texts in the admin chunk and make each
 * shopper's piece a re-export of a shared chunk, one more round trip before hydrating.
 */
export const validationTranslate =
  (code2: string): Translate =>
  (key, vars) =>
    translateWith(textsOf(editorCode2(code2)).validation ?? {})(key, vars);

/** rjsf's own strings (array buttons, "required" marks) in the editor's language (`form`). */
export function formStrings(code2: string) {
  const forms = editorResources[editorCode2(code2)].form as Record<string, string>;
  return (string: TranslatableString, params?: string[]) =>
    forms[string] ?? englishStringTranslator(string, params);
}
