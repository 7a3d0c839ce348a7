import { and, eq, lte } from "drizzle-orm";
import type { AuthTokens } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { authTokens } from "../../../db/schema.ts";
import { hashToken, newToken, tokenLifetimeMs } from "../../../platform/tokens.ts";

/** Stores a new access and refresh token for the user (hashes only) and drops the user's expired ones. */
export async function issueTokens(db: Db, userId: number): Promise<AuthTokens> {
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
    },
    {
      userId,
      kind: "refresh",
      tokenHash: hashToken(tokens.refreshToken),
      expiresAt: new Date(now + tokenLifetimeMs.refresh),
    },
  ]);
  return tokens;
}
