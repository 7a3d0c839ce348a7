import { createContext, createElement, type ReactNode, useContext, useMemo, useState } from "react";
import { type Namespace, type Translate, translatorOf } from "./translator.ts";

/** The language the page's texts are in, and (in the browser) how it changes. */
export type PageLanguage = {
  /** Two-letter code: "hr", "en", "de". */
  language: string;
  /** Switches the texts to another language whose texts are loaded (texts.ts loadTexts). */
  changeLanguage: (code2: string) => void;
};

const LanguageContext = createContext<PageLanguage>({
  language: "hr",
  changeLanguage: () => undefined,
});

/**
 * The page's language for every text below it (decision 043): fixed on the server, where a
 * render is one pass in one language; in the browser it follows the URL (root.tsx LanguageSync).
 */
export function LanguageProvider(props: { language: string; children: ReactNode }): ReactNode {
  const [language, changeLanguage] = useState(props.language);
  const value = useMemo(() => ({ language, changeLanguage }), [language]);
  return createElement(LanguageContext.Provider, { value }, props.children);
}

/**
 * The texts of a namespace (or of several, the first holding a key answering) in the page's
 * language: `const { t } = useTranslation("cart")`, `t("title")`, `t("count", { count })`.
 */
export function useTranslation<N extends Namespace = "common">(
  namespaces?: N | readonly N[],
): { t: Translate<N>; i18n: PageLanguage } {
  const i18n = useContext(LanguageContext);
  return { t: translatorOf(i18n.language, namespaces ?? ("common" as N)), i18n };
}
