import { createHash, randomBytes } from "node:crypto";

export type TokenKind = "access" | "refresh";

/** How long a token lives (spec 4 refresh scheme): access 1 hour, refresh 30 days. */
export const tokenLifetimeMs: Record<TokenKind, number> = {
  access: 60 * 60 * 1000,
  refresh: 30 * 24 * 60 * 60 * 1000,
};

/** A new bearer token: 128 random bits as 32 lower-case hex characters. */
export function newToken(): string {
  return randomBytes(16).toString("hex");
}

/**
 * What the database stores and looks a token up by: its SHA-256 in hex. The token is 128 random
 * bits, so an unsalted fast hash is enough; the raw token is never stored.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
