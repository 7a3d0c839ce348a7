import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { screenPath } from "#common/route-paths.ts";
import { languages } from "#generated/languages.ts";
import type { RouteId } from "#generated/routes.ts";
import { domains } from "../../db/schema.ts";
import type { Services } from "../../platform/services.ts";

/**
 * The origin links in mails point to: the request's own when its host is one of the site's
 * domains (so a test server or a second domain links to itself), else the site's first domain.
 * Never a host the client merely claims: a forged Host must not send a reset link elsewhere.
 */
export async function siteOrigin(
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

/** A link to a screen of the site in a language, with query parameters (spec 2 routes). */
export function screenLink(input: {
  origin: string;
  screen: RouteId;
  language: keyof typeof languages;
  query: Record<string, string>;
}): string {
  const path = screenPath(input.screen, languages[input.language].code2);
  return `${input.origin}${path}?${new URLSearchParams(input.query).toString()}`;
}
