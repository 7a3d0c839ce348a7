import type { Namespace } from "i18next";
import { useContext } from "react";
import { getI18n, I18nContext, useTranslation as useReactTranslation } from "react-i18next";

/**
 * The server's useTranslation: the instance of the page's language and its remembering `t`
 * (memo-translations.ts), nothing else. react-i18next's hook builds options, a snapshot, an
 * external-store subscription and a Proxy of the instance on every call so that a language
 * change re-renders; a server render is one pass in a language that never changes, and those
 * hooks cost ~9 % of an uncached page view.
 */
function useServerTranslation(namespace?: Namespace) {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const ns = namespace ?? (i18n.options.defaultNS as Namespace | undefined) ?? null;
  const t = i18n.getFixedT(i18n.language, ns);
  return Object.assign([t, i18n, true] as const, { t, i18n, ready: true });
}

/** react-i18next's useTranslation in the browser; a lighter one-pass hook on the server. */
export const useTranslation: typeof useReactTranslation = import.meta.env.SSR
  ? (useServerTranslation as unknown as typeof useReactTranslation)
  : useReactTranslation;
