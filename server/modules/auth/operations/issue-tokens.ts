import { and, eq, lte } from "drizzle-orm";
import type { AuthTokens } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { authTokens } from "../../../db/schema.ts";
import { hashToken, newToken, tokenLifetimeMs } from "../../../platform/tokens.ts";

/**
 * Stores a new access and refresh token for the user (hashes only) in a token family (a new one
 * at login, the same one when a refresh rotates it) and drops the user's expired ones.
 */
export async function issueTokens(
  db: Db,
  userId: number,
  familyId: string = newToken(),
): Promise<AuthTokens> {
  const now = Date.now();
  const tokens: AuthTokens = { accessToken: newToken(), refreshToken: newToken() };
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), lte(authTokens.expiresAt, new Date(now))));
  await db.insert(authTokens).values([
    {
      userId,
      kind: "access",
      tokenHash: hashToken(tokens.accessToken),
      expiresAt: new Date(now + tokenLifetimeMs.access),
      familyId,
    },
    {
      userId,
      kind: "refresh",
      tokenHash: hashToken(tokens.refreshToken),
      expiresAt: new Date(now + tokenLifetimeMs.refresh),
      familyId,
    },
  ]);
  return tokens;
}
