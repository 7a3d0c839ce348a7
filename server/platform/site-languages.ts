import { parseSiteOptions } from "#common/site-options.ts";
import type { languages } from "../db/schema.ts";
import type { Services } from "./services.ts";
import { filterOptions } from "./filter-options.ts";

type LanguageRow = typeof languages.$inferSelect;

export type SiteLanguages = {
  /** The languages the site is shown in (AllowedLanguages; all known ones when unset). */
  allowed: LanguageRow[];
  /** DefaultLanguage when it is allowed, else the site's column, else the first allowed. */
  defaultLanguage: string;
};

/**
 * spec 3 DefaultLanguage and AllowedLanguages, read through their schemas. A stored value that
 * breaks its schema is ignored (filterOptions logs it) and the fallbacks above apply; an allowed
 * list naming no known language falls back to all, so a typo never takes the site offline.
 */
export async function siteLanguages(
  services: Services,
  site: { id: string; defaultLanguage: string },
  all: LanguageRow[],
): Promise<SiteLanguages> {
  const options = parseSiteOptions(
    await filterOptions(services, {
      siteId: site.id,
      keys: ["AllowedLanguages", "DefaultLanguage"],
    }),
  );
  const listed = options.AllowedLanguages;
  const filtered = listed ? all.filter((language) => listed.includes(language.code)) : all;
  const allowed = filtered.length > 0 ? filtered : all;
  const isAllowed = (code: string | undefined) =>
    code !== undefined && allowed.some((language) => language.code === code);
  const defaultLanguage = [options.DefaultLanguage, site.defaultLanguage].find(isAllowed);
  return { allowed, defaultLanguage: defaultLanguage ?? allowed[0]?.code ?? site.defaultLanguage };
}
