import { adminLoginPath, adminLogoutPath } from "#common/route-paths.ts";
import { isSafeInternalPath } from "#src/features/site/site-options.ts";

// Reachable while the site is in maintenance: otherwise nobody could log in (or out).
const maintenanceExempt = new Set([adminLoginPath, adminLogoutPath].map((path) => path.slice(1)));

/**
 * Whether the matched route pattern (React Router's `pattern`, e.g. "adminLogin" or
 * "/adminLogin") is one of the login routes that bypass the maintenance view.
 */
export function isMaintenanceExempt(pattern: string | undefined): boolean {
  return maintenanceExempt.has((pattern ?? "").replace(/^\/+|\/+$/g, ""));
}

/**
 * spec 5: where to go after logging in: the `redirectTo` query value when it is an internal
 * path of safe characters, else the home page. The login routes themselves lead home.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !isSafeInternalPath(value)) return "/";
  const pathname = value.split("?")[0] ?? "";
  const isAuthRoute = [adminLoginPath, adminLogoutPath].some(
    (path) => pathname.toLowerCase().replace(/\/+$/, "") === path.toLowerCase(),
  );
  return isAuthRoute ? "/" : value;
}
