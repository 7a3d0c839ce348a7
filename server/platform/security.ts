import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** Per-response CSP nonce, handed to React Router for its inline scripts. */
    cspNonce: string;
  }
}

const embedSources =
  "https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org";

function policyParts(isDev: boolean): [string, string] {
  const marker = "\u0000";
  // Dev: Vite's HMR client injects inline scripts without our nonce and talks over a websocket.
  const scripts = isDev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${marker}'`;
  const policy = [
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
  const at = policy.indexOf(marker);
  return at < 0 ? [policy, ""] : [policy.slice(0, at), policy.slice(at + marker.length)];
}

// Built once per process: every response only puts its nonce between the two halves.
const policies = { production: policyParts(false), development: policyParts(true) };

function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  const [head, tail] = isDev ? policies.development : policies.production;
  return isDev ? head : `${head}${nonce}${tail}`;
}

// One year; sent only on https (directly, or through a trusted proxy: TRUST_PROXY).
const strictTransportSecurity = "max-age=31536000";

/**
 * The security headers of every response, also of the ones written straight to the socket (a
 * 400 or 431 of Node's HTTP parser, see client-error.ts). `nonce` is empty where no page is sent.
 */
export function securityHeaders(options: {
  nonce: string;
  isDev: boolean;
  isHttps: boolean;
  requestId: string;
}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options.nonce, options.isDev),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Request-Id": options.requestId,
    ...(options.isHttps ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
  };
}

/** The headers for one Fastify request (its nonce, id and protocol; behind TRUST_PROXY the proxy's). */
export function securityHeadersFor(
  request: FastifyRequest,
  options: { isDev: boolean },
): Record<string, string> {
  return securityHeaders({
    nonce: request.cspNonce,
    isDev: options.isDev,
    isHttps: request.protocol === "https",
    requestId: request.id,
  });
}

/**
 * Security headers on every response (CSP with a nonce, nosniff, frame-ancestors, referrer, and
 * HSTS on https).
 */
export function installSecurityHeaders(app: FastifyInstance, options: { isDev: boolean }): void {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = randomBytes(16).toString("base64");
  });
  app.addHook("onSend", async (request, reply) => {
    reply.headers(securityHeadersFor(request, options));
  });
}
