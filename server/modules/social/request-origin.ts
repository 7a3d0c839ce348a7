import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { domains } from "../../db/schema.ts";
import type { Services } from "../../platform/services.ts";

/**
 * The origin a social login returns the browser to: the request's own when its host is one of
 * the site's domains (the flow's cookie lives on that origin, so a test server or a second domain
 * comes back to itself), else the site's first domain. Never a host the client merely claims;
 * the provider accepts only the redirect URIs registered with it. Links in mails use the
 * configured URL alone (mailOrigin, user/mail-links.ts).
 */
export async function requestOrigin(
  services: Services,
  input: { siteId: string; request: FastifyRequest },
): Promise<string> {
  const hostName = input.request.hostname.split(":")[0]?.toLowerCase() ?? "";
  const [own] = await services.db
    .select({ url: domains.url })
    .from(domains)
    .where(and(eq(domains.siteId, input.siteId), eq(domains.name, hostName)))
    .limit(1);
  if (own) return `${input.request.protocol}://${input.request.host}`;
  const [first] = await services.db
    .select({ url: domains.url })
    .from(domains)
    .where(eq(domains.siteId, input.siteId))
    .orderBy(domains.id)
    .limit(1);
  return (first?.url ?? "").replace(/\/+$/, "");
}
