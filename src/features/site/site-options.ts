import type { LanguageCode } from "#src/lib/languages.ts";

/** The site options the shell reads (spec 1, 3); fetched once per request by key. */
export const shellOptionKeys = ["Brand", "Maintenance", "RootRedirect", "HomePageSlug"] as const;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
// spec 5: redirect targets are internal paths of safe characters only
const safeInternalPath = /^\/(?!\/)[A-Za-z0-9\-._~/%]*(?:\?[A-Za-z0-9\-._~=&%]*)?$/;

/** spec 5: an internal path (optionally with a query) of safe characters only. */
export function isSafeInternalPath(value: string): boolean {
  return safeInternalPath.test(value);
}

export type RootRedirect = { to: string; status: number };

/** The RootRedirect option, e.g. {"to": "/restoran", "status": 301}; undefined when unusable. */
export function parseRootRedirect(value: string | undefined): RootRedirect | undefined {
  if (!value) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (typeof parsed !== "object" || parsed === null) return undefined;
  const { to, status } = parsed as { to?: unknown; status?: unknown };
  if (typeof to !== "string" || !isSafeInternalPath(to) || to === "/") return undefined;
  const code = typeof status === "number" && redirectStatuses.has(status) ? status : 302;
  return { to, status: code };
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
  option: string | undefined;
  isServerMaintenance: boolean;
  isBackofficeUser: boolean;
}): boolean {
  if (isServerMaintenance) return true;
  return option?.trim().toLowerCase() === "true" && !isBackofficeUser;
}

// spec 9: the locale cookie lasts 365 days
export const localeCookieMaxAge = 365 * 24 * 60 * 60;

export function localeCookie(code2: string): string {
  return `locale=${code2}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=Lax`;
}

/** The value of one cookie from a Cookie header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export type { LanguageCode };
