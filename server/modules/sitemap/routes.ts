import { readFileSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream";
import { createGunzip, gunzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../../platform/http/app-error.ts";
import type { Services } from "../../platform/services.ts";
import { type SitemapBody, sitemapFile, sitemapIndex } from "./sitemap-files.ts";
import { sitemapSite } from "./sitemap-site.ts";

// public/robots.txt stays the text to edit; the server adds the sitemap's line to it
const robotsText = readFileSync(
  path.resolve(import.meta.dirname, "../../../public/robots.txt"),
  "utf8",
).trimEnd();

/** Sends a sitemap's gzip bytes as they are, or unpacked to a client that takes no gzip. */
function send(request: FastifyRequest, reply: FastifyReply, body: SitemapBody) {
  const isGzip = negotiate(request.headers["accept-encoding"] ?? "", ["gzip"]) === "gzip";
  reply
    .type("application/xml; charset=utf-8")
    .header("Vary", "Accept-Encoding")
    // a publish renews the file at once: crawlers ask again, the server answers from its cache
    .header("Cache-Control", "public, max-age=0, must-revalidate")
    .header("X-Cache", "hit" in body ? "HIT" : "MISS");
  if (isGzip) reply.header("Content-Encoding", "gzip");
  if ("hit" in body) return reply.send(isGzip ? body.hit : gunzipSync(body.hit));
  if (isGzip) return reply.send(body.miss);
  const unpacked = createGunzip();
  pipeline(body.miss, unpacked, () => undefined);
  return reply.send(unpacked);
}

/**
 * /sitemap.xml, its files and /robots.txt (issue 22, spec 2): the index and each file of the
 * request's site, when its AutoGenerateSiteMap option is on (404 otherwise).
 */
export function sitemapRoutes(app: FastifyInstance, services: Services): void {
  const urlsPerFile = services.config.sitemapUrlsPerFile;
  app.get("/sitemap.xml", async (request, reply) => {
    const site = await sitemapSite(services, request.headers.host);
    return send(request, reply, await sitemapIndex(services, site, urlsPerFile));
  });
  app.get<{ Params: { file: string } }>("/sitemap-:file", async (request, reply) => {
    const name = `sitemap-${request.params.file}`;
    if (name.length > 64) throw notFound();
    const site = await sitemapSite(services, request.headers.host);
    return send(request, reply, await sitemapFile(services, site, { name, urlsPerFile }));
  });
  app.get("/robots.txt", async (request, reply) => {
    const site = await sitemapSite(services, request.headers.host).catch(() => undefined);
    const sitemap = site ? `\n\nSitemap: ${site.scope.origin}/sitemap.xml` : "";
    return reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=3600")
      .send(`${robotsText}${sitemap}\n`);
  });
}
