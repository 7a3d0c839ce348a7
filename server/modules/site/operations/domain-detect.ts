import { eq } from "drizzle-orm";
import type { DomainConfig } from "#generated/types.ts";
import { domains, stores } from "../../../db/schema.ts";
import {
  configuredHost,
  loadLanguages,
  siteForHost,
} from "../../../platform/http/request-context.ts";
import { cacheKeys } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { siteLanguages } from "../../../platform/site-languages.ts";
import { loadCurrencies } from "../../catalog/operations/catalog-data.ts";

function hostOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value.includes("://") ? value : `http://${value}`).hostname;
  } catch {
    return undefined;
  }
}

/** Resolves domain, site, stores, languages and currency for the calling host (spec 1). */
export async function domainDetect(
  services: Services,
  input: { domain?: string | undefined; referer?: string | undefined; host?: string | undefined },
): Promise<DomainConfig> {
  // a host no domain names is the default site's first domain: one entry, whatever was sent
  const host = await configuredHost(
    services,
    input.domain ?? hostOf(input.referer) ?? hostOf(input.host),
  );
  return services.cache.getOrLoad(cacheKeys.domainConfig(host), () =>
    loadDomainConfig(services, host || undefined),
  );
}

async function loadDomainConfig(
  services: Services,
  host: string | undefined,
): Promise<DomainConfig> {
  const site = await siteForHost(services, host);
  const { db } = services;
  const [siteDomains, siteStores, currencies, allLanguages] = await Promise.all([
    db.select().from(domains).where(eq(domains.siteId, site.id)).orderBy(domains.id),
    db.select().from(stores).where(eq(stores.siteId, site.id)).orderBy(stores.id),
    // spec 3: the main currency and those prices convert to, the ones web/get and web/filter
    // accept: a shopper is only offered those
    loadCurrencies(services, site),
    loadLanguages(services),
  ]);
  // spec 3 AllowedLanguages / DefaultLanguage: the site offers only the allowed languages
  const { allowed, defaultLanguage } = await siteLanguages(services, site, allLanguages);
  const domain = siteDomains.find((candidate) => candidate.name === host) ?? siteDomains[0];
  return {
    apiKeyToken: site.apiKeyToken,
    siteID: site.id,
    stores: siteStores.map((store) => ({ storeID: store.id, language: store.languageCode })),
    languages: allowed.map(({ id, name, code, code2, names }) => ({
      id,
      name,
      code,
      code2,
      names,
    })),
    defaultLanguage,
    domain: {
      name: domain?.name ?? host ?? "localhost",
      url: domain?.url ?? `http://${host ?? "localhost"}`,
    },
    currency: {
      allowedCurrencies: currencies.allowed.map(({ id, label }) => ({ id, label })),
      mainCurrencyId: site.mainCurrencyId,
      label: currencies.main.label,
      symbol: currencies.main.symbol,
    },
  };
}
