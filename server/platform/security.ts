import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Per-response CSP nonce, handed to React Router for its inline scripts. */
    cspNonce: string;
  }
}

const embedSources =
  "https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org";

function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  // Dev: Vite's HMR client injects inline scripts without our nonce and talks over a websocket.
  const scripts = isDev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${isDev ? " ws: wss:" : ""}`,
    `frame-src ${embedSources}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** Security headers on every response (CSP with a nonce, nosniff, frame-ancestors, referrer). */
export function installSecurityHeaders(app: FastifyInstance, options: { isDev: boolean }): void {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("Content-Security-Policy", contentSecurityPolicy(request.cspNonce, options.isDev));
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("X-Frame-Options", "SAMEORIGIN");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    reply.header("X-Request-Id", request.id);
  });
}
