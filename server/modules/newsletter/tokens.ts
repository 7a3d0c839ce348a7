import { createHmac } from "node:crypto";
import { hashToken, newToken } from "../../platform/tokens.ts";

/** How long a confirmation link works (issue 21: 48 hours). */
export const confirmLifetimeMs = 48 * 60 * 60_000;

/**
 * The tokens of one subscription attempt: the confirmation link's (128 random bits) and the
 * unsubscribe links', derived from it, so the welcome mail that confirm sends carries the same
 * unsubscribe link as the confirmation mail without the raw token ever being stored. Only their
 * SHA-256 is kept.
 */
export function subscriptionTokens(confirmToken = newToken()) {
  const unsubscribeToken = unsubscribeTokenOf(confirmToken);
  return {
    confirmToken,
    unsubscribeToken,
    confirmTokenHash: hashToken(confirmToken),
    unsubscribeTokenHash: hashToken(unsubscribeToken),
  };
}

/** The unsubscribe token that belongs to a confirmation token (128 bits of its HMAC). */
export const unsubscribeTokenOf = (confirmToken: string): string =>
  createHmac("sha256", confirmToken).update("newsletter-unsubscribe").digest("hex").slice(0, 32);
