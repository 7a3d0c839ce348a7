import {
  defaultLanguage,
  languageCodes,
  languages,
  type LanguageCode,
} from "#generated/languages.ts";

// The one language table (schemas/languages.json via codegen): codes, names and URL prefixes
// (spec 2: Croatian has none; spec 9: default hrv).
export { defaultLanguage, languageCodes, languages, type LanguageCode };

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && Object.hasOwn(languages, value);
}

/** The language a pathname belongs to, read from its first segment. */
export function languageFromPath(pathname: string): LanguageCode {
  const first = pathname.split("/")[1] ?? "";
  for (const code of languageCodes) {
    if (languages[code].prefix === `/${first}`) return code;
  }
  return defaultLanguage;
}

/** The pathname without its language prefix, always starting with "/". */
export function stripLanguagePrefix(pathname: string): string {
  const { prefix } = languages[languageFromPath(pathname)];
  const rest = prefix ? pathname.slice(prefix.length) : pathname;
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** A site-relative path in a language: "/o-nama" in eng is "/en/o-nama"; home is "/en". */
export function localisePath(path: string, language: LanguageCode): string {
  const { prefix } = languages[language];
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === "/" ? prefix : `${prefix}${clean}`;
}

/**
 * The page path a request is for. Client navigations fetch loader data from "<path>.data"
 * ("/" as "/_.data"), and React Router hands loaders that URL unchanged.
 */
export function documentPathname(url: URL): string {
  const { pathname } = url;
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
