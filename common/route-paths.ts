import { routes, type RouteId, type RouteLanguage } from "#generated/routes.ts";

/** spec 2 "Other routes": not localised, registered outside the language layouts. */
export const adminLoginPath = "/adminLogin";
export const adminLogoutPath = "/adminLogout";

/**
 * The localised path of a screen of the route table (spec 2) in a language, e.g. login in
 * Croatian "/prijava", in English "/en/login". Screens with parameters are not asked for here.
 */
export function screenPath(id: RouteId, code2: RouteLanguage): string {
  const entry = routes.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no route ${id}`);
  return `${routes.prefixes[code2]}${entry.paths[code2]}`;
}
