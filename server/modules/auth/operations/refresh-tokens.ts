import { and, eq, gt, isNull } from "drizzle-orm";
import type { RefreshResult } from "#generated/types.ts";
import { authTokens } from "../../../db/schema.ts";
import { unauthorized } from "../../../platform/http/authenticate.ts";
import type { Services } from "../../../platform/services.ts";
import { hashToken } from "../../../platform/tokens.ts";
import { issueTokens } from "./issue-tokens.ts";

/**
 * Rotates a session (spec 4): spends the refresh token, revokes the access token sent with it,
 * and issues a new pair of the same family. A spent refresh token presented again is a replay
 * (a stolen copy, or a client that raced itself): the whole family is revoked, so whoever holds
 * the newer tokens is signed out too (decision 012). 401 for a missing, unknown, replayed or
 * expired one. The site refreshes once per session however many requests race (session.server.ts).
 */
export async function refreshTokens(
  services: Services,
  input: { refreshToken: string | undefined; accessToken: string | undefined },
): Promise<RefreshResult> {
  const { refreshToken, accessToken } = input;
  if (!refreshToken) throw unauthorized();
  const now = new Date();
  const replayed = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(refreshToken)),
          eq(authTokens.kind, "refresh"),
          gt(authTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (!row) throw unauthorized();
    const familyId = row.familyId ?? row.tokenHash.slice(0, 32);
    // Spend it: one conditional UPDATE, so of two racing refreshes exactly one spends it.
    const [spent] = await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.id, row.id), isNull(authTokens.usedAt)))
      .returning({ id: authTokens.id });
    if (!spent) return familyId;
    if (accessToken) {
      await tx
        .delete(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(accessToken)),
            eq(authTokens.kind, "access"),
            eq(authTokens.userId, row.userId),
          ),
        );
    }
    return { tokens: await issueTokens(tx, row.userId, familyId) };
  });
  if (typeof replayed !== "string") return replayed;
  // A replay: every token of the family goes, outside the transaction that only read.
  await services.db.delete(authTokens).where(eq(authTokens.familyId, replayed));
  services.log.warn("a spent refresh token was presented again: its session family is revoked");
  throw unauthorized();
}
