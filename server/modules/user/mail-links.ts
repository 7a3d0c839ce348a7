import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { screenPath } from "#common/route-paths.ts";
import { siteOrigin } from "#common/site-origin.ts";
import { languages } from "#generated/languages.ts";
import type { RouteId } from "#generated/routes.ts";
import { domains } from "../../db/schema.ts";
import type { Services } from "../../platform/services.ts";

/**
 * The origin links in mails point to: the configured URL (spec 3 domain config) of the site's
 * domain the request came to, else of the site's first domain. Never the request's Host, port
 * or protocol (issue 18): a forged or proxied Host must not send a reset link elsewhere.
 */
export async function mailOrigin(
  services: Services,
  input: { siteId: string; request: FastifyRequest },
): Promise<string> {
  const hostName = input.request.hostname.split(":")[0]?.toLowerCase() ?? "";
  const rows = await services.db
    .select({ name: domains.name, url: domains.url })
    .from(domains)
    .where(eq(domains.siteId, input.siteId))
    .orderBy(domains.id);
  const domain = rows.find((row) => row.name === hostName) ?? rows[0];
  return domain ? siteOrigin(domain) : "";
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
