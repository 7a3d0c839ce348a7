import type { DomainConfig, SiteOptionValues } from "#generated/types.ts";
import type { CookieSecurity } from "#src/features/auth/session-cookies.ts";
import { isLanguageCode, localisePath, type LanguageCode } from "#src/lib/languages.ts";

/**
 * The site options the shell reads (spec 1, 3; the analytics identifier for the cookie banner's
 * categories, decision 047); fetched once per request by key.
 */
export const shellOptionKeys = [
  "Brand",
  "Maintenance",
  "RootRedirect",
  "HomePageSlug",
  "GoogleAnalyticsId",
] as const;

// spec 5: redirect targets are internal paths of safe characters only (the RootRedirect option's
// schema, schemas/entities/site-option-values.schema.json, has the same rule)
const safeInternalPath = /^\/(?!\/)[A-Za-z0-9\-._~/%]*(?:\?[A-Za-z0-9\-._~=&%]*)?$/;

/** spec 5: an internal path (optionally with a query) of safe characters only. */
export function isSafeInternalPath(value: string): boolean {
  return safeInternalPath.test(value);
}

/** The page a post came from, when it names a safe one (spec 5 redirect targets). */
export function backPath(value: unknown, fallback: string): string {
  return typeof value === "string" && isSafeInternalPath(value) ? value : fallback;
}

export type RootRedirect = { to: string; status: number };

/**
 * Where "/" sends a visitor, if anywhere (docs/decisions/006-default-language-root.md): the
 * RootRedirect option first (spec 2; its schema admits only safe internal targets); else, when
 * the site's default language has a URL prefix (e.g. DefaultLanguage eng), that language's home
 * with a 302, as the option can change at any time; else nowhere ("/" is the home page).
 */
export function rootTarget(
  options: Pick<SiteOptionValues, "RootRedirect">,
  domain: Pick<DomainConfig, "defaultLanguage">,
): RootRedirect | undefined {
  if (options.RootRedirect) {
    return { to: options.RootRedirect.to, status: options.RootRedirect.status ?? 302 };
  }
  const home = isLanguageCode(domain.defaultLanguage)
    ? localisePath("/", domain.defaultLanguage)
    : "/";
  return home === "/" ? undefined : { to: home, status: 302 };
}

/**
 * spec 1: non-back-office visitors see only the maintenance view when the Maintenance option is
 * on; the API itself answers 503 to them when the server is in maintenance mode.
 */
export function isMaintenance({
  option,
  isServerMaintenance,
  isBackofficeUser,
}: {
  /** The Maintenance option as its schema reads it (common/site-options.ts). */
  option: boolean | undefined;
  isServerMaintenance: boolean;
  isBackofficeUser: boolean;
}): boolean {
  if (isServerMaintenance) return true;
  return option === true && !isBackofficeUser;
}

// spec 9: the locale cookie lasts 365 days
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

/** The language the visitor last saw (spec 9); Secure on https, as the other cookies. */
export function localeCookie(code2: string, { isSecure }: CookieSecurity): string {
  return `locale=${code2}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax${isSecure ? "; Secure" : ""}`;
}

export type { LanguageCode };
