import type { FastifyInstance, FastifyRequest } from "fastify";
import { isThirdPartyName, type ThirdPartyName } from "#common/third-parties.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The CSP sources of the page's own inline scripts, `'sha256-…'` each (page-scripts.ts), or
     * empty: the answer runs no inline script. Set where a page's HTML is known (ssr.ts).
     */
    cspScriptHashes: string;
    /**
     * The third parties the page may load (page-scripts.ts pageThirdParties), space-separated
     * names of `thirdPartySources`, or empty.
     */
    cspThirdParties: string;
  }
}

/**
 * The CSP sources of each third party a site may use (common/third-parties.ts), by directive. A
 * page names the ones it uses (page-scripts.ts); only these names mean anything.
 */
export const thirdPartySources = {
  analytics: {
    script: "https://www.googletagmanager.com",
    connect:
      "https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
    frame: "",
  },
  recaptcha: {
    script: "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    connect: "",
    frame: "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
  },
} as const satisfies Record<ThirdPartyName, Record<"script" | "connect" | "frame", string>>;

/** The sources of one directive the named third parties need, each with a leading space. */
function sourcesOf(thirdParties: string, directive: "script" | "connect" | "frame"): string {
  return thirdParties
    .split(" ")
    .flatMap((name) => (isThirdPartyName(name) ? [thirdPartySources[name][directive]] : []))
    .filter(Boolean)
    .map((sources) => ` ${sources}`)
    .join("");
}

const embedSources =
  "https://www.youtube-nocookie.com https://player.vimeo.com https://www.openstreetmap.org";

function policyParts(
  isDev: boolean,
  formActions: string,
  wallet: string,
  thirdParties: string,
): [string, string] {
  const marker = "\u0000";
  // Dev: Vite's HMR client injects inline scripts of its own and talks over a websocket. (A hash
  // would turn 'unsafe-inline' off, so development gets none.)
  // the card wallet's buttons script, its calls and its approval window (decision 045)
  const walletSource = wallet ? ` ${wallet}` : "";
  const scriptSources = `${walletSource}${sourcesOf(thirdParties, "script")}`;
  const scripts = isDev
    ? `'self' 'unsafe-inline' 'unsafe-eval'${scriptSources}`
    : `'self'${scriptSources}${marker}`;
  const policy = [
    "default-src 'self'",
    `script-src ${scripts}`,
    // style attributes need 'unsafe-inline', which a nonce or a hash here would switch off
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // the forms' ALTCHA proof of work runs in workers its script makes from blobs (issue 21)
    "worker-src 'self' blob:",
    `connect-src 'self'${walletSource}${sourcesOf(thirdParties, "connect")}${isDev ? " ws: wss:" : ""}`,
    `frame-src ${embedSources}${walletSource}${sourcesOf(thirdParties, "frame")}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    // a hosted payment form posts to its gateway (decision 045)
    `form-action 'self'${formActions ? ` ${formActions}` : ""}`,
    "frame-ancestors 'self'",
  ].join("; ");
  const at = policy.indexOf(marker);
  return at < 0 ? [policy, ""] : [policy.slice(0, at), policy.slice(at + marker.length)];
}

// Built once per configuration: a page's answer only puts its scripts' hashes between the halves.
const policies = new Map<string, [string, string]>();

/**
 * The CSP: scripts from the site itself, and inline only the ones whose hashes the page names
 * (docs/decisions/038: a cached page is the same bytes for every visitor, so no nonce); forms
 * post to the site and to the configured card gateway's origin; the configured card wallet's
 * origin may serve scripts, answer calls and frame its approval; the third parties the page
 * names, theirs.
 */
function contentSecurityPolicy(
  scriptHashes: string,
  isDev: boolean,
  formActions: string,
  wallet: string,
  thirdParties: string,
): string {
  const key = `${isDev}|${formActions}|${wallet}|${thirdParties}`;
  let parts = policies.get(key);
  if (!parts) policies.set(key, (parts = policyParts(isDev, formActions, wallet, thirdParties)));
  const [head, tail] = parts;
  return isDev || !scriptHashes ? head + tail : `${head} ${scriptHashes}${tail}`;
}

// One year; sent only on https (directly, or through a trusted proxy: TRUST_PROXY).
const strictTransportSecurity = "max-age=31536000";

/**
 * The security headers of every response, also of the ones written straight to the socket (a
 * 400 or 431 of Node's HTTP parser, see client-error.ts). `scriptHashes` is empty where no page
 * with inline scripts is sent.
 */
export function securityHeaders(options: {
  scriptHashes: string;
  isDev: boolean;
  isHttps: boolean;
  requestId: string;
  /** Origins forms may post to besides the site (the card gateway's), space-separated. */
  formActions?: string;
  /** The configured card wallet's origin (its buttons script), or none: the emulator is the site. */
  walletOrigin?: string;
  /** The third parties the page names (thirdPartySources), space-separated. */
  thirdParties?: string;
}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(
      options.scriptHashes,
      options.isDev,
      options.formActions ?? "",
      options.walletOrigin ?? "",
      options.thirdParties ?? "",
    ),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Request-Id": options.requestId,
    ...(options.isHttps ? { "Strict-Transport-Security": strictTransportSecurity } : {}),
  };
}

/** The headers for one Fastify request (its page's script hashes, id and protocol; behind TRUST_PROXY the proxy's). */
export function securityHeadersFor(
  request: FastifyRequest,
  options: { isDev: boolean; formActions?: string; walletOrigin?: string },
): Record<string, string> {
  return securityHeaders({
    scriptHashes: request.cspScriptHashes,
    isDev: options.isDev,
    isHttps: request.protocol === "https",
    requestId: request.id,
    formActions: options.formActions,
    walletOrigin: options.walletOrigin,
    thirdParties: request.cspThirdParties,
  });
}

/**
 * Security headers on every response (CSP with the hashes of the page's inline scripts, nosniff,
 * frame-ancestors, referrer, and HSTS on https).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: { isDev: boolean; formActions: string; walletOrigin: string },
): void {
  app.decorateRequest("cspScriptHashes", "");
  app.decorateRequest("cspThirdParties", "");
  app.addHook("onSend", async (request, reply) => {
    reply.headers(securityHeadersFor(request, options));
  });
}
