import { and, eq } from "drizzle-orm";
import type { DomainCreateRequest, SiteDomain } from "#generated/types.ts";
import { domains } from "../../../db/schema.ts";
import { invalidateSites } from "../../../platform/cache-keys.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { isUniqueViolation } from "../../../platform/unique-violation.ts";

/** The host name of a Host header (no port, lowercase), or "" without one. */
export const hostNameOf = (host: string | undefined): string =>
  (host ?? "").replace(/:\d+$/, "").toLowerCase();

/** spec 2 domain list: the domains the site answers on, oldest first. */
export function filterDomains(services: Services, siteId: string): Promise<SiteDomain[]> {
  return services.db
    .select({ id: domains.id, name: domains.name, url: domains.url })
    .from(domains)
    .where(eq(domains.siteId, siteId))
    .orderBy(domains.id);
}

/**
 * Adds a domain to the site. Its URL must be on that host name (it is the site's address there);
 * a name another site (or this one) answers on is a 409. Every site look-up by host drops.
 */
export async function createDomain(
  services: Services,
  input: { siteId: string; body: DomainCreateRequest },
): Promise<SiteDomain[]> {
  const { name, url } = input.body;
  if (new URL(url).hostname !== name) throw new AppError(400, "api.domainUrlMismatch");
  try {
    await services.db.insert(domains).values({ siteId: input.siteId, name, url });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "api.domainTaken");
    throw error;
  }
  await invalidateSites(services.changes);
  return filterDomains(services, input.siteId);
}

/**
 * Removes a domain of the site. Refused for the site's last domain and for the one the call
 * arrives on: either would leave the editor on a host that no longer leads to their site.
 */
export async function deleteDomain(
  services: Services,
  input: { siteId: string; id: number; host: string | undefined },
): Promise<SiteDomain[]> {
  const all = await filterDomains(services, input.siteId);
  const domain = all.find((each) => each.id === input.id);
  if (!domain) throw notFound();
  if (all.length === 1) throw new AppError(400, "api.lastDomain");
  if (domain.name === hostNameOf(input.host)) throw new AppError(400, "api.domainInUse");
  await services.db
    .delete(domains)
    .where(and(eq(domains.id, domain.id), eq(domains.siteId, input.siteId)));
  await invalidateSites(services.changes);
  return all.filter((each) => each.id !== domain.id);
}
