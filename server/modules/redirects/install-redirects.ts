import type { FastifyInstance, FastifyRequest } from "fastify";
import { configuredHost, siteForHost } from "../../platform/http/request-context.ts";
import type { Services } from "../../platform/services.ts";
import { normalisePath } from "./normalise-path.ts";
import { redirectRules } from "./redirect-table.ts";
import { wwwHostOf } from "./www-policy.ts";

// The API, the build's hashed files and the media library are never a site page.
const notPages = ["/api/", "/assets/", "/media/"];

/** Where this request must go instead, or undefined: WwwPolicy first, then the site's redirects. */
async function redirectFor(
  services: Services,
  request: FastifyRequest,
): Promise<{ location: string; status: 301 | 302 } | undefined> {
  const host = request.headers.host ?? "";
  // no site yet (an empty database): the page says so, nothing redirects
  const site = await siteForHost(services, host).catch(() => undefined);
  if (!site) return undefined;
  const rules = await redirectRules(services, { siteId: site.id });
  const [hostName = "", port] = host.toLowerCase().split(":");
  const wwwHost = wwwHostOf(rules.wwwPolicy, hostName);
  // only between names this installation answers for: a made-up Host is never sent on
  if (
    wwwHost &&
    ((await configuredHost(services, hostName)) || (await configuredHost(services, wwwHost)))
  ) {
    const authority = port ? `${wwwHost}:${port}` : wwwHost;
    return { location: `${request.protocol}://${authority}${request.url}`, status: 301 };
  }
  const path = normalisePath(request.url);
  const found = path && rules.byPath.get(path);
  if (!found) return undefined;
  // a path target keeps the request's query unless it names its own
  const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
  const keepsQuery = found.to.startsWith("/") && !found.to.includes("?");
  return { location: keepsQuery ? `${found.to}${query}` : found.to, status: found.status };
}

/**
 * Redirects (issue 22) before anything renders: every GET or HEAD of a site page, before the
 * page cache, so a cached page never hides a redirect made after it. The API is left alone.
 */
export function installRedirects(app: FastifyInstance, services: Services): void {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    if (notPages.some((prefix) => request.url.startsWith(prefix))) return;
    const target = await redirectFor(services, request);
    if (target) return reply.redirect(target.location, target.status);
  });
}
