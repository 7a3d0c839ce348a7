import type { FastifyInstance } from "fastify";
import { cookieSessionHeader, cookieSessionValue } from "#common/cookie-session.ts";

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim()) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * An API call of the builder (common/cookie-session.ts) carries the session of the accessToken
 * cookie as its `accesstoken` header. Only same-origin calls that ask for it and name no token
 * of their own; the operations authorise it as any other token.
 */
export function installCookieSession(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    if (request.headers[cookieSessionHeader] !== cookieSessionValue) return;
    if (request.headers.accesstoken !== undefined) return;
    if (request.headers["sec-fetch-site"] === "cross-site") return;
    const token = cookieValue(request.headers.cookie, "accessToken");
    if (token) request.headers.accesstoken = token;
  });
}
