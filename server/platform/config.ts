import os from "node:os";
import path from "node:path";

/** Runtime configuration, read once from the environment (README: Configuration). */
export type Config = {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  /** Where PGlite and media live; ":memory:" keeps PGlite in memory (tests). */
  dataDir: string;
  /**
   * The media library's files (MEDIA_DIR; default DATA_DIR/media, design.md). With an in-memory
   * database, a folder in the system's temporary directory.
   */
  mediaDir: string;
  /**
   * Backups (issue 24, decision 060): where archives go (BACKUP_DIR; default DATA_DIR/backups)
   * and how many the daily backup keeps (BACKUP_KEEP, default 7; 0 turns the daily backup off).
   */
  backupDir: string;
  backupKeep: number;
  isDev: boolean;
  /** Forces maintenance mode on, whatever the site option says (spec 1). */
  isMaintenance: boolean;
  logLevel: string;
  /** Human-readable log lines (LOG_FORMAT=pretty, or a terminal) instead of JSON. */
  isPrettyLog: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit: number;
  /**
   * Slow clients (issue 18): the time a connection has to send a request's headers
   * (HEADERS_TIMEOUT_MS) and the whole request (REQUEST_TIMEOUT_MS), both answered 408 after; how
   * long an idle keep-alive connection stays open (IDLE_TIMEOUT_MS); and how many
   * connections one socket address may hold at once (CONNECTION_LIMIT; a trusted proxy
   * of TRUST_PROXY is not counted: every visitor comes through it).
   */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  connectionsPerAddress: number;
  /** Login attempts a minute per address and account before 429. */
  loginRateLimit: number;
  /** Login attempts per address across all accounts in 15 minutes before 429. */
  loginAddressLimit: number;
  /**
   * Login attempts at one account in 15 minutes from addresses that never signed in to it,
   * whichever they are, before 429 (issue 18); its owner's known addresses are not counted.
   */
  loginAccountLimit: number;
  /**
   * Which proxies to believe for the client address and protocol (X-Forwarded-For, -Proto):
   * false (default, the socket is the client), a hop count, or addresses/CIDRs (Fastify trustProxy).
   */
  trustProxy: false | number | string[];
  version: string;
  /**
   * Where this build runs (RELEASE_STAGE: development, staging, production; production by
   * default under NODE_ENV=production). Anything but production shows the version badge with
   * the releases and changelog modal in the admin area (spec 2, 4 version check).
   */
  releaseStage: string;
  /** Redis for the cache, shared by every instance (REDIS_URL); the in-process cache without. */
  redisUrl: string | undefined;
  /** Namespace of the cache's keys in Redis (REDIS_PREFIX): sites sharing one Redis keep apart. */
  redisPrefix: string;
  /**
   * The most the cache holds, in bytes (CACHE_MAX_MB): in this process's memory without Redis,
   * in Redis (shared by the instances) with it. The least recently used entries go first.
   */
  cacheMaxBytes: number;
  /** Check every API response against its schema: development and tests, not production. */
  validateResponses: boolean;
  /**
   * URLs a sitemap file holds at most (SITEMAP_URLS_PER_FILE, 1-50,000, sitemaps.org's limit by
   * default): tests and the bench lower it to see several files.
   */
  sitemapUrlsPerFile: number;
  /** SMTP server the outbox is delivered through (SMTP_URL); without it mails stay in the outbox. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail (MAIL_FROM). */
  mailFrom: string;
  /** The forms' ALTCHA HMAC key (CAPTCHA_HMAC_KEY); without it one made once in server_secrets. */
  captchaHmacKey: string | undefined;
  /** reCAPTCHA's secret (RECAPTCHA_SECRET): with a site's RecaptchaSiteKey its forms use it. */
  recaptchaSecret: string | undefined;
  /** reCAPTCHA's siteverify URL (RECAPTCHA_VERIFY_URL, Google's by default). */
  recaptchaVerifyUrl: string;
  /**
   * WSPay, the card gateway (WSPAY_SHOP_ID, WSPAY_SECRET_KEY, WSPAY_FORM_URL and WSPAY_API_URL,
   * the base of its status check and refund: all four, or none): without them card payments go
   * to the sandbox gateway on this server (decision 045).
   */
  wspay: { shopId: string; secretKey: string; formUrl: string; apiUrl: string } | undefined;
  /**
   * The card wallet's REST API and buttons script (WALLET_CLIENT_ID, WALLET_SECRET and
   * WALLET_API_URL together, e.g. https://api-m.paypal.com; WALLET_SCRIPT_URL, by default
   * https://www.paypal.com/sdk/js): without them the wallet is the local emulator (decision 045).
   */
  wallet: { clientId: string; secret: string; apiUrl: string; scriptUrl: string } | undefined;
  /** How long a card order waits for its payment before its stock goes back (PAYMENT_TIMEOUT_MINUTES). */
  paymentTimeoutMinutes: number;
};

/** WSPay's settings: all four or none (a half-configured gateway would take no payment). */
export function wspayOf(env: NodeJS.ProcessEnv): Config["wspay"] {
  const shopId = env.WSPAY_SHOP_ID || undefined;
  const secretKey = env.WSPAY_SECRET_KEY || undefined;
  const formUrl = env.WSPAY_FORM_URL || undefined;
  const apiUrl = env.WSPAY_API_URL || undefined;
  if (!shopId && !secretKey && !formUrl && !apiUrl) return undefined;
  if (!shopId || !secretKey || !formUrl || !apiUrl)
    throw new Error(
      "WSPAY_SHOP_ID, WSPAY_SECRET_KEY, WSPAY_FORM_URL and WSPAY_API_URL go together",
    );
  return { shopId, secretKey, formUrl: new URL(formUrl).href, apiUrl: new URL(apiUrl).href };
}

/** The card wallet's settings: the client, its secret and the API together, or none. */
export function walletOf(env: NodeJS.ProcessEnv): Config["wallet"] {
  const clientId = env.WALLET_CLIENT_ID || undefined;
  const secret = env.WALLET_SECRET || undefined;
  const apiUrl = env.WALLET_API_URL || undefined;
  if (!clientId && !secret && !apiUrl) return undefined;
  if (!clientId || !secret || !apiUrl)
    throw new Error("WALLET_CLIENT_ID, WALLET_SECRET and WALLET_API_URL go together");
  const scriptUrl = new URL(env.WALLET_SCRIPT_URL || "https://www.paypal.com/sdk/js").href;
  return { clientId, secret, apiUrl: new URL(apiUrl).href, scriptUrl };
}

/** A positive number of minutes, else the default (a zero or junk value would expire at once). */
function minutesOf(value: string | undefined, fallback: number): number {
  const minutes = Number(value);
  return value && Number.isFinite(minutes) && minutes > 0 ? minutes : fallback;
}

/** A whole number from 0, else the default. */
function countOf(value: string | undefined, fallback: number): number {
  const count = Number(value);
  return value && Number.isInteger(count) && count >= 0 ? count : fallback;
}

function flag(value: string | undefined): boolean {
  return value === "1" || value === "true";
}

/** TRUST_PROXY: empty/0/false off; 1/true one proxy in front; n hops; or a list of addresses. */
export function trustProxyOf(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0" || text === "false") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

/** Reads the configuration from an environment map (process.env by default). */
export function readConfig(env: NodeJS.ProcessEnv = process.env, argv = process.argv): Config {
  const isDev = argv.includes("--dev");
  const dataDir = env.DATA_DIR === ":memory:" ? ":memory:" : path.resolve(env.DATA_DIR ?? "data");
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: env.MEDIA_DIR
      ? path.resolve(env.MEDIA_DIR)
      : dataDir === ":memory:"
        ? path.join(os.tmpdir(), "vitrina-media")
        : path.join(dataDir, "media"),
    backupDir: env.BACKUP_DIR
      ? path.resolve(env.BACKUP_DIR)
      : path.join(dataDir === ":memory:" ? os.tmpdir() : dataDir, "backups"),
    // an in-memory database (tests) has nothing that outlives it to back up daily
    backupKeep: countOf(env.BACKUP_KEEP, dataDir === ":memory:" && !env.DATABASE_URL ? 0 : 7),
    isDev,
    isMaintenance: flag(env.MAINTENANCE),
    logLevel: env.LOG_LEVEL ?? "info",
    isPrettyLog: env.LOG_FORMAT ? env.LOG_FORMAT === "pretty" : process.stdout.isTTY === true,
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    headersTimeoutMs: Number(env.HEADERS_TIMEOUT_MS || 15_000),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS || 300_000),
    keepAliveTimeoutMs: Number(env.IDLE_TIMEOUT_MS || 72_000),
    connectionsPerAddress: Number(env.CONNECTION_LIMIT || 256),
    loginRateLimit: Number(env.LOGIN_RATE_LIMIT || 10),
    loginAddressLimit: Number(env.LOGIN_ADDRESS_LIMIT || 100),
    loginAccountLimit: Number(env.LOGIN_ACCOUNT_LIMIT || 10),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    version: env.npm_package_version ?? "0.1.0",
    releaseStage:
      env.RELEASE_STAGE || (env.NODE_ENV === "production" ? "production" : "development"),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "vitrina:cache:",
    cacheMaxBytes: Number(env.CACHE_MAX_MB || 128) * 1024 * 1024,
    validateResponses: env.NODE_ENV !== "production",
    sitemapUrlsPerFile: Math.min(50_000, Math.max(1, Number(env.SITEMAP_URLS_PER_FILE) || 50_000)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Vitrina <no-reply@vitrina.invalid>",
    wspay: wspayOf(env),
    wallet: walletOf(env),
    paymentTimeoutMinutes: minutesOf(env.PAYMENT_TIMEOUT_MINUTES, 30),
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    recaptchaVerifyUrl:
      env.RECAPTCHA_VERIFY_URL || "https://www.google.com/recaptcha/api/siteverify",
  };
}
