import { eq } from "drizzle-orm";
import { domains, languages, sites } from "../../db/schema.ts";
import { siteLanguages } from "../site-languages.ts";
import { cacheKeys } from "../cache-keys.ts";
import type { Services } from "../services.ts";
import { AppError } from "./app-error.ts";
import { headerValue, type InputHeaders } from "./input-headers.ts";

export type Site = typeof sites.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;

/**
 * Who is asking: the site (by apiKey header or host) and the language (spec 7 headers);
 * `languages` are the site's allowed ones (AllowedLanguages option).
 */
export type RequestContext = { site: Site; language: LanguageRow; languages: LanguageRow[] };

export function loadLanguages(services: Services): Promise<LanguageRow[]> {
  return services.cache.getOrLoad(cacheKeys.languages(), () =>
    services.db.select().from(languages).orderBy(languages.position),
  );
}

/**
 * The configured domain (the domains table) a Host or host name names, or "" for any other: an
 * unknown host gets the default site (siteForHost), so cache entries are keyed by what it
 * resolved to, never by the name a client made up (issue 18: each junk Host stored another page).
 */
export async function configuredHost(
  services: Services,
  host: string | undefined,
): Promise<string> {
  const hostName = (host ?? "").split(":")[0]?.toLowerCase() ?? "";
  if (!hostName) return "";
  const names = await services.cache.getOrLoad(cacheKeys.domainNames(), async () =>
    (await services.db.select({ name: domains.name }).from(domains)).map((row) => row.name),
  );
  return names.includes(hostName) ? hostName : "";
}

/** The site of a host name, or the first (default) site of this installation. */
export async function siteForHost(services: Services, host: string | undefined): Promise<Site> {
  const hostName = await configuredHost(services, host);
  return services.cache.getOrLoad(cacheKeys.siteByHost(hostName), async () => {
    const [byDomain] = hostName
      ? await services.db
          .select({ site: sites })
          .from(domains)
          .innerJoin(sites, eq(domains.siteId, sites.id))
          .where(eq(domains.name, hostName))
          .limit(1)
      : [];
    if (byDomain) return byDomain.site;
    const [first] = await services.db.select().from(sites).orderBy(sites.id).limit(1);
    if (!first) throw new AppError(404, "api.unknownSite");
    return first;
  });
}

async function siteForApiKey(services: Services, apiKey: string): Promise<Site> {
  return services.cache.getOrLoad(cacheKeys.siteByApiKey(apiKey), async () => {
    const [site] = await services.db
      .select()
      .from(sites)
      .where(eq(sites.apiKeyToken, apiKey))
      .limit(1);
    if (!site) throw new AppError(401, "api.unknownSite");
    return site;
  });
}

/**
 * Resolves site and language from the call's API headers (apikey, language), else the host of
 * the request; an unknown language never reaches SQL (checked against the cached list).
 */
export async function resolveRequestContext(
  services: Services,
  headers: InputHeaders,
  host: string | undefined,
): Promise<RequestContext> {
  const apiKey = headerValue(headers, "apikey");
  const site = apiKey ? await siteForApiKey(services, apiKey) : await siteForHost(services, host);
  const all = await loadLanguages(services);
  // spec 3 options: a request naming no language gets DefaultLanguage; translations (hreflang,
  // the language switch) are offered in the AllowedLanguages only. The API still answers in
  // every known language, so the back office can prepare one before it is allowed.
  const { allowed, defaultLanguage } = await siteLanguages(services, site, all);
  const code = headerValue(headers, "language") ?? defaultLanguage;
  const language = all.find((candidate) => candidate.code === code);
  if (!language) throw new AppError(400, "api.unknownLanguage");
  return { site, language, languages: allowed };
}
