import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { serverContext } from "#common/server-context.ts";
import type { Config } from "./platform/config.ts";
import { AppError } from "./platform/http/app-error.ts";

const root = path.resolve(import.meta.dirname, "..");

/** fetch for loaders: dispatches API calls into this Fastify instance, without a network hop. */
function inProcessFetch(app: FastifyInstance) {
  return async (request: Request, parentRequestId: string, clientIp: string): Promise<Response> => {
    const url = new URL(request.url);
    // The page request's id travels along, so its API calls log under the same id.
    const headers: Record<string, string> = { host: url.host, "x-request-id": parentRequestId };
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as "GET",
      url: url.pathname + url.search,
      headers,
      // The visitor's address, not 127.0.0.1: the login limiter counts per client (issue 6 §3).
      remoteAddress: clientIp,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(item));
    }
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

async function productionBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  await app.register(fastifyStatic, {
    root: path.join(root, "build/client"),
    prefix: "/",
    wildcard: false,
    index: false,
    // Hashed assets never change; everything else (favicon, robots) is revalidated.
    setHeaders: (reply, filePath) => {
      const cache = filePath.includes(`${path.sep}assets${path.sep}`)
        ? "public, max-age=31536000, immutable"
        : "public, max-age=3600";
      reply.header("Cache-Control", cache);
    },
    cacheControl: false,
  });
  const build = (await import(
    pathToFileURL(path.join(root, "build/server/index.js")).href
  )) as ServerBuild;
  return async () => build;
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
export async function installSsr(app: FastifyInstance, config: Config): Promise<void> {
  const getBuild = config.isDev ? await devBuild(app) : await productionBuild(app);
  const handle = createRequestHandler(getBuild, config.isDev ? "development" : "production");
  const apiFetch = inProcessFetch(app);
  app.get("/favicon.ico", (_request, reply) => reply.redirect("/favicon.svg", 301));
  // Own scope: Fastify must not consume the body; React Router reads it.
  await app.register(async (scope) => {
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
      const context = new RouterContextProvider();
      context.set(serverContext, {
        apiFetch: (apiRequest) => apiFetch(apiRequest, request.id, request.ip),
        nonce: request.cspNonce,
        requestId: request.id,
      });
      // https behind a trusted proxy (TRUST_PROXY) too: session cookies get Secure.
      const pageRequest = createRequest(request.raw, reply.raw, {
        protocol: `${request.protocol}:`,
      });
      return reply.send(await handle(pageRequest, context));
    });
  });
}
