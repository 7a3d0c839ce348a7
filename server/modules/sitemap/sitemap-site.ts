import { parseSiteOptions } from "#common/site-options.ts";
import { siteOrigin } from "#common/site-origin.ts";
import type { LanguageCode } from "#generated/languages.ts";
import { filterOptions } from "../../platform/filter-options.ts";
import { AppError, notFound } from "../../platform/http/app-error.ts";
import { isSiteInMaintenance } from "../../platform/http/maintenance.ts";
import type { Services } from "../../platform/services.ts";
import { domainDetect } from "../site/operations/domain-detect.ts";
import { hreflangOf, type SitemapScope } from "./sitemap-kind.ts";
import type { SitemapFeatures } from "./sitemap-xml.ts";

/** The site a request's sitemap lists, what its files carry, and its configured domain. */
export type SitemapSite = { scope: SitemapScope; features: SitemapFeatures; domainName: string };

/**
 * The sitemap of the request's site (spec 3 AutoGenerateSiteMap, SiteMapOptions): 404 unless the
 * option is on, 503 in maintenance (nothing of the site is shown then). Each of lastmod, hreflang
 * and images is on unless SiteMapOptions turns it off. URLs name the site's configured domain,
 * never the Host (issue 6 §2), in the AllowedLanguages only.
 */
export async function sitemapSite(
  services: Services,
  host: string | undefined,
): Promise<SitemapSite> {
  const domain = await domainDetect(services, { host });
  const options = parseSiteOptions(
    await filterOptions(services, {
      siteId: domain.siteID,
      keys: ["AutoGenerateSiteMap", "SiteMapOptions", "HomePageSlug"],
    }),
  );
  if (options.AutoGenerateSiteMap !== true) throw notFound();
  if (await isSiteInMaintenance(services, domain.siteID))
    throw new AppError(503, "api.maintenance");
  const settings = options.SiteMapOptions ?? {};
  return {
    scope: {
      siteId: domain.siteID,
      origin: siteOrigin(domain.domain),
      languageCodes: domain.languages.map((language) => language.code as LanguageCode),
      homeSlugMain: options.HomePageSlug,
    },
    features: {
      lastmod: settings.lastmod !== false,
      hreflang: settings.hreflang !== false,
      images: settings.images !== false,
      defaultHreflang: hreflangOf(domain.defaultLanguage),
    },
    domainName: domain.domain.name,
  };
}
