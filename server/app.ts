import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { Database } from "./db/client.ts";
import { adminRoutes } from "./modules/admin/routes.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { builderRoutes } from "./modules/builder/routes.ts";
import { backupRoutes, installBackups } from "./modules/backups/routes.ts";
import { installPublishScheduler } from "./modules/builder/scheduler.ts";
import { installCartSweeper } from "./modules/cart/cart-sweeper.ts";
import { startPaymentExpiry } from "./modules/payments/expiry.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { checkoutRoutes } from "./modules/checkout/routes.ts";
import { cmsRoutes } from "./modules/cms/routes.ts";
import { postRoutes } from "./modules/posts/routes.ts";
import { eventRoutes } from "./modules/events/routes.ts";
import { commentRoutes } from "./modules/comments/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { installDemoMedia } from "./modules/media/demo-media.ts";
import { mediaRoutes } from "./modules/media/routes.ts";
import { paymentRoutes } from "./modules/payments/routes.ts";
import { sandboxRoutes } from "./modules/payments/wspay/sandbox-routes.ts";
import { sandboxWalletRoutes } from "./modules/payments/wallet/sandbox-wallet.ts";
import { shopAdminRoutes } from "./modules/shop-admin/routes.ts";
import { siteRoutes } from "./modules/site/routes.ts";
import { mailRoutes } from "./modules/mail/routes.ts";
import { socialRoutes } from "./modules/social/routes.ts";
import { userRoutes } from "./modules/user/routes.ts";
import { wishlistRoutes } from "./modules/wishlist/routes.ts";
import { consentRoutes } from "./modules/consents/routes.ts";
import { formRoutes } from "./modules/forms/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { cartRoutes } from "./modules/cart/routes.ts";
import { installRedirects } from "./modules/redirects/install-redirects.ts";
import { redirectRoutes } from "./modules/redirects/routes.ts";
import { sitemapRoutes } from "./modules/sitemap/routes.ts";
import { createChangeEvents } from "./platform/change-events.ts";
import { createCache } from "./platform/create-cache.ts";
import { smtpSender, startMailWorker } from "./platform/mail/mail-worker.ts";
import { startOutboxRenderer } from "./platform/mail/outbox-renderer.ts";
import { orderMailRenderer } from "./modules/checkout/documents/order-mails.ts";
import type { Config } from "./platform/config.ts";
import { clientErrorHandler, frameworkErrorHandler } from "./platform/http/client-error.ts";
import { installCompression } from "./platform/http/compression.ts";
import { limitConnections, trustedPeer } from "./platform/http/connection-limit.ts";
import { installCookieSession } from "./platform/http/cookie-session.ts";
import { installErrorHandler } from "./platform/http/error-handler.ts";
import { apiRouteMiss, installRequestGuards } from "./platform/http/request-guards.ts";
import { installSecurityHeaders } from "./platform/security.ts";
import type { Services } from "./platform/services.ts";
import { installSsr } from "./ssr.ts";

const requestIdPattern = /^[\w-]{8,64}$/;

/** Builds the one Fastify app: API under /api/v1 and /api/v2, then every page through React Router. */
export async function buildApp(options: {
  config: Config;
  database: Database;
  /** false in API tests, which need no client build. */
  withSite?: boolean;
}): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.accesstoken", "req.headers.refreshtoken", "req.headers.cookie"],
      // JSON lines for machines; readable lines when a person watches a terminal.
      ...(config.isPrettyLog
        ? {
            transport: {
              target: "pino-pretty",
              options: {
                translateTime: "HH:MM:ss",
                singleLine: true,
                messageFormat: "{msg}{if method} {method} {url} {status} {ms} ms{end}",
                ignore: "pid,hostname,reqId,method,url,status,ms",
              },
            },
          }
        : {}),
    },
    bodyLimit: config.bodyLimit,
    // Structured logs carry a request id: the caller's when it is well formed, else a new one.
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    // Behind a TLS proxy (TRUST_PROXY): client address and protocol come from X-Forwarded-*,
    // so request.ip names the visitor and https turns on Secure cookies and HSTS.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A request without Host reaches the Host guard (a 400 in the envelope) instead of Node's
    // bare 400 written past every hook. Slow clients (issue 18): headers and the whole request
    // have a time limit, answered 408 (client-error.ts), checked often enough to hold it.
    http: {
      requireHostHeader: false,
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.headersTimeoutMs / 2),
    },
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Errors raised before any hook runs answer in the spec 8 envelope with the security headers.
    clientErrorHandler: clientErrorHandler({ isDev: config.isDev }),
    frameworkErrors: frameworkErrorHandler({ isDev: config.isDev }),
    // One structured line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  limitConnections(app.server, {
    perAddress: config.connectionsPerAddress,
    isTrusted: trustedPeer(config.trustProxy),
    log: app.log,
  });
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
  });
  const cache = await createCache(config, {
    onUnavailable: (error) =>
      app.log.warn({ err: error }, "Redis is unreachable: this instance caches in its own memory"),
    onAvailable: () => app.log.info("Redis is reachable again: what it held before is dropped"),
  });
  const changes = createChangeEvents({
    db: database.db,
    cache,
    onError: (error) => app.log.warn({ err: error }, "change events"),
  });
  const services: Services = {
    db: database.db,
    config,
    cache,
    changes,
    log: app.log,
    mail: { wake: () => undefined, runOnce: async () => undefined },
  };
  // other instances' writes reach this one's caches (docs/decisions/033)
  await changes.start(database.listen);
  // design.md: mail goes to the outbox table; with SMTP_URL a worker delivers it. An order's
  // mails are queued by its transaction and rendered after the commit (decision 031).
  const worker =
    config.smtpUrl === undefined
      ? undefined
      : startMailWorker({
          db: database.db,
          send: smtpSender(config.smtpUrl),
          from: config.mailFrom,
          onError: (error) => app.log.error({ err: error }, "mail worker"),
        });
  const renderer = startOutboxRenderer({
    db: database.db,
    render: orderMailRenderer(services),
    onRendered: () => worker?.wake(),
    onError: (error) => app.log.error({ err: error }, "outbox renderer"),
  });
  services.mail = renderer;
  // what an instance queued and could not render before it stopped
  renderer.wake();
  app.addHook("onClose", async () => {
    await renderer.stop();
    await worker?.stop();
  });

  app.addHook("onClose", async () => {
    await changes.close();
    await cache.close();
  });

  installSecurityHeaders(app, {
    isDev: config.isDev,
    // the hosted payment form posts to the configured gateway (the sandbox is this server)
    formActions: config.wspay ? new URL(config.wspay.formUrl).origin : "",
    // the configured card wallet's buttons script (the emulator's is this server's)
    walletOrigin: config.wallet ? new URL(config.wallet.scriptUrl).origin : "",
  });
  installErrorHandler(app);
  installRequestGuards(app);
  installCookieSession(app);
  // issue 22: WwwPolicy and the back office's redirects, before any page renders
  installRedirects(app, services);

  await app.register(async (api) => {
    await installCompression(api);
    healthRoutes(api, services);
    siteRoutes(api, services);
    cmsRoutes(api, services);
    postRoutes(api, services);
    eventRoutes(api, services);
    commentRoutes(api, services);
    authRoutes(api, services);
    builderRoutes(api, services);
    await mediaRoutes(api, services);
    userRoutes(api, services);
    socialRoutes(api, services);
    mailRoutes(api, services);
    catalogRoutes(api, services);
    wishlistRoutes(api, services);
    consentRoutes(api, services);
    await formRoutes(api, services);
    await newsletterRoutes(api, services);
    cartRoutes(api, services);
    checkoutRoutes(api, services);
    paymentRoutes(api, services);
    adminRoutes(api, services);
    shopAdminRoutes(api, services);
    redirectRoutes(api, services);
    backupRoutes(api, services);
    api.all("/api/*", async (request, reply) => {
      throw apiRouteMiss(request, reply);
    });
  });
  // spec 2 /sitemap.xml (issue 22): its files and robots.txt, outside the API
  sitemapRoutes(app, services);
  // card payments go to the sandbox gateway on this server until WSPay is configured
  if (!config.wspay) await sandboxRoutes(app, services);
  if (!config.wallet) await sandboxWalletRoutes(app, services);

  installPublishScheduler(app, services);
  installCartSweeper(app, services);
  // the seeded demo pictures' files, after listen (docs/decisions/061)
  installDemoMedia(app, services);
  installBackups(app, services, database);
  // card orders unpaid for too long give their stock back (decision 045)
  const expiry = startPaymentExpiry(services);
  app.addHook("onReady", async () => expiry.wake());
  app.addHook("onClose", async () => expiry.stop());
  if (options.withSite !== false) await installSsr(app, config, services);
  return { app, services };
}
