import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";
import { operations } from "#generated/operations.ts";
import { AppError } from "./app-error.ts";

// What the API and the pages serve; anything else (TRACE, PROPFIND, CONNECT …) is a 405.
const servedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const allowHeader = [...servedMethods].join(", ");

// A DNS name or IPv4 address (RFC 1123 labels), or a bracketed IPv6 address; an optional port.
const hostPattern =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

// Page actions read forms (React Router's request.formData()); other bodies cannot be read.
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Whether a Host header value names a host (issue 6 §2: `my_app`, `-bad.com`, `a@x`, '' do not). */
export function isValidHost(value: string | undefined): boolean {
  if (typeof value !== "string" || value.length > 260 || !hostPattern.test(value)) return false;
  const port = /:(\d+)$/.exec(value)?.[1];
  return port === undefined || Number(port) <= 65_535;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route that speaks JSON like the API although it lives outside /api/ (a sandbox's API). */
    isApi?: boolean;
  }
}

const isApi = (request: FastifyRequest): boolean =>
  request.url.startsWith("/api/") || request.routeOptions.config.isApi === true;

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser's cookies would authenticate this request: any page request (forms and page
 * actions read the session cookies) and an API call asking for the cookie session.
 */
const isCookieAuthenticated = (request: FastifyRequest): boolean =>
  !isApi(request) || request.headers[cookieSessionHeader] === cookieSessionValue;

/**
 * Whether a write comes from this origin (issue 18: a page on another port of the same host is
 * same-site, so SameSite=Lax cookies went along, and it toggled the shopper's wishlist). The
 * browser's Sec-Fetch-Site must say same-origin (or none: the user's own navigation), and its
 * Origin must be this request's own, scheme, host and port (behind a TLS proxy as TRUST_PROXY
 * makes the request see them). A request with neither header is no browser's: no cookies of a
 * visitor ride on it.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.origin;
  return (
    origin === undefined ||
    origin.toLowerCase() === `${request.protocol}://${request.host}`.toLowerCase()
  );
}

function mediaType(request: FastifyRequest): string {
  return (request.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();
}

/**
 * Rejects, before any route runs, what no route could answer (issue 6 §2), each with a spec 8 4xx
 * instead of a 500 further in: a method nobody serves (405), a Host that names no host (400; the
 * proxy's X-Forwarded-Host too under TRUST_PROXY), a page post that is not a form (415), and a
 * cookie-authenticated write from another origin (403).
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (!servedMethods.has(request.method)) {
      reply.header("Allow", allowHeader);
      throw new AppError(405, "api.methodNotAllowed");
    }
    if (!isValidHost(request.headers.host) || !isValidHost(request.host))
      throw new AppError(400, "api.invalidHost");
    if (request.method === "POST" && !isApi(request) && !formTypes.includes(mediaType(request)))
      throw new AppError(415, "api.unsupportedFormType");
    if (
      !safeMethods.has(request.method) &&
      isCookieAuthenticated(request) &&
      !isSameOrigin(request)
    )
      throw new AppError(403, "api.crossOriginWrite");
  });
}

// Each API path of openapi.yaml as a pattern, with the methods it serves.
const apiPaths = Object.values(operations).reduce<{ pattern: RegExp; methods: string[] }[]>(
  (paths, operation) => {
    const source = `^${operation.path.replace(/\{\w+\}/g, "[^/]+")}$`;
    const known = paths.find((entry) => entry.pattern.source === source);
    if (known) known.methods.push(operation.method);
    else paths.push({ pattern: new RegExp(source), methods: [operation.method] });
    return paths;
  },
  [],
);

/**
 * The answer for an API request no route took: 405 with Allow when the path exists under other
 * methods (PUT on /api/v1/health), else the JSON 404.
 */
export function apiRouteMiss(request: FastifyRequest, reply: FastifyReply): AppError {
  const path = request.url.split("?", 1)[0]!;
  const methods = apiPaths.find((entry) => entry.pattern.test(path))?.methods;
  if (!methods) return new AppError(404, "api.routeNotFound");
  reply.header("Allow", [...methods, ...(methods.includes("GET") ? ["HEAD"] : [])].join(", "));
  return new AppError(405, "api.methodNotAllowed");
}
