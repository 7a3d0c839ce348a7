import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { domains, languages, sites } from "../../db/schema.ts";
import { siteLanguages } from "../../modules/site/operations/site-languages.ts";
import type { Services } from "../services.ts";
import { AppError } from "./app-error.ts";

export type Site = typeof sites.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;

/**
 * Who is asking: the site (by apiKey header or host) and the language (spec 7 headers);
 * `languages` are the site's allowed ones (AllowedLanguages option).
 */
export type RequestContext = { site: Site; language: LanguageRow; languages: LanguageRow[] };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function loadLanguages(services: Services): Promise<LanguageRow[]> {
  return services.cache.getOrLoad("languages", () =>
    services.db.select().from(languages).orderBy(languages.position),
  );
}

/** The site of a host name, or the first (default) site of this installation. */
export async function siteForHost(services: Services, host: string | undefined): Promise<Site> {
  const hostName = (host ?? "").split(":")[0]?.toLowerCase() ?? "";
  return services.cache.getOrLoad(`site:host:${hostName}`, async () => {
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
  return services.cache.getOrLoad(`site:key:${apiKey}`, async () => {
    const [site] = await services.db
      .select()
      .from(sites)
      .where(eq(sites.apiKeyToken, apiKey))
      .limit(1);
    if (!site) throw new AppError(401, "api.unknownSite");
    return site;
  });
}

/** Resolves site and language; an unknown language never reaches SQL (checked against the cached list). */
export async function resolveRequestContext(
  services: Services,
  request: FastifyRequest,
): Promise<RequestContext> {
  const apiKey = header(request, "apikey");
  const site = apiKey
    ? await siteForApiKey(services, apiKey)
    : await siteForHost(services, request.headers.host);
  const all = await loadLanguages(services);
  // spec 3 options: a request naming no language gets DefaultLanguage; translations (hreflang,
  // the language switch) are offered in the AllowedLanguages only. The API still answers in
  // every known language, so the back office can prepare one before it is allowed.
  const { allowed, defaultLanguage } = await siteLanguages(services, site, all);
  const code = header(request, "language") ?? defaultLanguage;
  const language = all.find((candidate) => candidate.code === code);
  if (!language) throw new AppError(400, "api.unknownLanguage");
  return { site, language, languages: allowed };
}
