import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { SandboxKey } from "../sandbox-keys.ts";
import { bodyLimit, SandboxFault } from "./sandbox-wallet-input.ts";

// The wallet sandbox's OAuth (client credentials, as PayPal's /v1/oauth2/token): a token is
// `<expiry>.<HMAC-SHA256 of the client id and expiry under the secret>`, so any instance that
// shares the database (and so the sandbox's key) checks it without storing it.

/** A token's life, seconds (PayPal's nine hours). */
export const tokenLifeSeconds = 32_400;

const sameText = (a: string, b: string): boolean =>
  timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());

const mac = (key: SandboxKey, expiry: string): string =>
  createHmac("sha256", key.secretKey).update(`${key.shopId}\n${expiry}`).digest("base64url");

const invalidClient = () =>
  new SandboxFault(401, {
    error: "invalid_client",
    error_description: "Client Authentication failed",
  });

/** POST /v1/oauth2/token: HTTP Basic client id and secret, form body grant_type=client_credentials. */
export async function issueToken(
  key: SandboxKey,
  request: Request,
): Promise<Record<string, unknown>> {
  const [scheme, encoded = ""] = (request.headers.get("authorization") ?? "").split(" ", 2);
  if (scheme?.toLowerCase() !== "basic" || encoded.length > 1024) throw invalidClient();
  const credentials = Buffer.from(encoded, "base64").toString("utf8");
  const colon = credentials.indexOf(":");
  const clientId = colon < 0 ? "" : credentials.slice(0, colon);
  const secret = colon < 0 ? "" : credentials.slice(colon + 1);
  // both compared whatever the first says: no timing tells which was wrong
  const isClient = sameText(clientId, key.shopId);
  const isSecret = sameText(secret, key.secretKey);
  if (!isClient || !isSecret) throw invalidClient();

  const type = (request.headers.get("content-type") ?? "").split(";", 1)[0]!.trim().toLowerCase();
  const body = await request.text();
  if (type !== "application/x-www-form-urlencoded" || body.length > bodyLimit)
    throw new SandboxFault(400, {
      error: "invalid_request",
      error_description: "Send grant_type=client_credentials as a form",
    });
  const form = new URLSearchParams(body);
  const names = [...form.keys()];
  if (
    form.get("grant_type") !== "client_credentials" ||
    names.some((name) => name !== "grant_type")
  )
    throw new SandboxFault(400, {
      error: "unsupported_grant_type",
      error_description: "Only grant_type=client_credentials is supported",
    });

  const expiry = String(Math.floor(Date.now() / 1000) + tokenLifeSeconds);
  return {
    scope:
      "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund https://uri.paypal.com/services/subscriptions",
    access_token: `${expiry}.${mac(key, expiry)}`,
    token_type: "Bearer",
    app_id: "APP-VITRINA-SANDBOX",
    expires_in: tokenLifeSeconds,
    nonce: `${new Date().toISOString()}${randomBytes(16).toString("base64url")}`,
  };
}

/** Checks the call's `Authorization: Bearer`; a missing, forged or expired token is a 401. */
export function checkBearer(key: SandboxKey, request: Request): void {
  const match = /^Bearer ([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
    request.headers.get("authorization") ?? "",
  );
  const isValid =
    match !== null &&
    Number(match[1]) > Date.now() / 1000 &&
    sameText(match[2]!, mac(key, match[1]!));
  if (!isValid)
    throw new SandboxFault(401, {
      name: "AUTHENTICATION_FAILURE",
      message:
        "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
      details: [
        { issue: "INVALID_TOKEN", description: "The access token is missing, invalid or expired." },
      ],
    });
}
