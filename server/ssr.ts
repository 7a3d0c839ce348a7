import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AdminEntry, serverContext } from "#common/server-context.ts";
import {
  type CachedPage,
  isShareable,
  pageCacheEntry,
  sendCachedPage,
  toCachedPage,
} from "./page-cache.ts";
import { homePostUrl } from "./home-post.ts";
import { inlineScriptHashes, pageThirdParties } from "./page-scripts.ts";
import type { Config } from "./platform/config.ts";
import { AppError } from "./platform/http/app-error.ts";
import { installCompression } from "./platform/http/compression.ts";
import { inProcessClient } from "./platform/http/in-process-fetch.ts";
import { operationInvoker } from "./platform/http/register-operation.ts";
import type { Services } from "./platform/services.ts";
import { recordMissingPage } from "./modules/redirects/missing-urls.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The client chunks of the admin route module (src/routes.ts), which edit mode loads. */
function adminEntryOf(build: ServerBuild): AdminEntry | undefined {
  const route = build.assets.routes["admin"];
  return route && { module: route.module, imports: route.imports ?? [], css: route.css ?? [] };
}

async function productionBuild(app: FastifyInstance): Promise<ServerBuild> {
  await app.register(fastifyStatic, {
    root: path.join(root, "build/client"),
    prefix: "/",
    wildcard: false,
    index: false,
    // served with the sitemap's line by modules/sitemap/routes.ts (issue 22)
    globIgnore: ["robots.txt"],
    // the build wrote .br and .gz beside each text file (scripts/precompress-assets.ts): sent as
    // they are by Accept-Encoding, with Vary: Accept-Encoding, never compressed per request
    preCompressed: true,
    // Hashed assets never change; everything else (favicon, robots) is revalidated.
    setHeaders: (reply, filePath) => {
      const cache = filePath.includes(`${path.sep}assets${path.sep}`)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600";
      reply.header("Cache-Control", cache);
    },
    cacheControl: false,
  });
  return (await import(
    pathToFileURL(path.join(root, "build/server/index.js")).href
  )) as ServerBuild;
}

async function devBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const [{ createServer, isRunnableDevEnvironment }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({
    root,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr))
    throw new Error("Vite has no runnable SSR environment");
  return () => ssr.runner.import<ServerBuild>("virtual:react-router/server-build");
}

/** Serves every non-API path through React Router (framework mode), server-rendered. */
export async function installSsr(
  app: FastifyInstance,
  config: Config,
  services: Services,
): Promise<void> {
  // Production hands React Router the build itself: given a function, it derives the route tree
  // and a static handler anew on every request (~2 % of an uncached page view).
  let handle: ReturnType<typeof createRequestHandler>;
  let adminEntry: () => Promise<AdminEntry | undefined>;
  if (config.isDev) {
    const getBuild = await devBuild(app);
    handle = createRequestHandler(getBuild, "development");
    adminEntry = async () => adminEntryOf(await getBuild());
  } else {
    const build = await productionBuild(app);
    handle = createRequestHandler(build, "production");
    const entry = adminEntryOf(build);
    adminEntry = () => Promise.resolve(entry);
  }
  app.get("/favicon.ico", (_request, reply) => reply.redirect("/favicon.svg", 301));
  // Own scope: Fastify must not consume the body; React Router reads it.
  // The build's files are compressed already (scripts/precompress-assets.ts); what React Router
  // answers is compressed as it is sent, or stored compressed (page-cache.ts).
  await app.register(async (scope) => {
    await installCompression(scope);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    // Fastify's bodyLimit does not see a body it never parses: form posts to page actions must
    // declare their length, and stay under the same limit as the API.
    scope.addHook("onRequest", async (request) => {
      if (request.method === "GET" || request.method === "HEAD") return;
      const length = Number(request.headers["content-length"] ?? Number.NaN);
      if (!Number.isFinite(length)) throw new AppError(411, "api.lengthRequired");
      if (length > config.bodyLimit) throw new AppError(413, "api.payloadTooLarge");
    });
    scope.all("/*", async (request, reply) => {
      // Anonymous visitors share whole responses (page-cache.ts). Development renders afresh;
      // so does MAINTENANCE=1, or a shared cache (Redis) would still hand out the pages.
      const isCached = !config.isDev && !config.isMaintenance;
      const entry = isCached ? await pageCacheEntry(services, request) : undefined;
      // a page rendered now is stored only if no write invalidated it meanwhile
      const found = entry && (await services.cache.lookup<CachedPage>(entry));
      if (found?.value) return sendCachedPage(request, reply, found.value, "HIT");
      const context = new RouterContextProvider();
      context.set(serverContext, {
        // loaders' API calls run in-process (decision 007)
        api: inProcessClient(operationInvoker(services), request),
        requestId: request.id,
        adminEntry: await adminEntry(),
        release: { version: config.version, stage: config.releaseStage },
      });
      request.raw.url = homePostUrl(request.method, request.raw.url ?? "/");
      // https behind a trusted proxy (TRUST_PROXY) too: session cookies get Secure.
      const pageRequest = createRequest(request.raw, reply.raw, {
        protocol: `${request.protocol}:`,
      });
      const response = await handle(pageRequest, context);
      // spec 7 addFailedRequest: the back office sees the paths visitors missed (issue 22)
      if (response.status === 404 && request.method === "GET") recordMissingPage(services, request);
      const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
      // Development's policy allows any inline script (Vite's own): no page there needs hashes.
      if (config.isDev || !isHtml || !response.body) return reply.send(response);
      // the whole HTML is one string render (entry.server.tsx): its CSP names its inline scripts
      const html = Buffer.from(await response.arrayBuffer());
      request.cspScriptHashes = inlineScriptHashes(html);
      request.cspThirdParties = pageThirdParties(html);
      if (!found || !isShareable(response)) return reply.send(new Response(html, response));
      const page = await toCachedPage(response, html, {
        scripts: request.cspScriptHashes,
        thirdParties: request.cspThirdParties,
      });
      await found.store(page);
      return sendCachedPage(request, reply, page, "MISS");
    });
  });
}
