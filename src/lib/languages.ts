import { routes } from "#generated/routes.ts";

/** Site languages; URL prefixes come from the route table (spec 2: Croatian has none). */
export const languages = {
  hrv: { code: "hrv", code2: "hr", prefix: routes.prefixes.hr },
  eng: { code: "eng", code2: "en", prefix: routes.prefixes.en },
  deu: { code: "deu", code2: "de", prefix: routes.prefixes.de },
} as const;

export type LanguageCode = keyof typeof languages;

// spec 9: default language hrv
export const defaultLanguage: LanguageCode = "hrv";
export const languageCodes = Object.keys(languages) as LanguageCode[];

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
