import { and, eq, gt } from "drizzle-orm";
import type { RefreshResult } from "#generated/types.ts";
import { authTokens } from "../../../db/schema.ts";
import { unauthorized } from "../../../platform/http/authenticate.ts";
import type { Services } from "../../../platform/services.ts";
import { hashToken } from "../../../platform/tokens.ts";
import { issueTokens } from "./issue-tokens.ts";

/**
 * Rotates a session (spec 4): spends the refresh token (single use, also under races), revokes
 * the access token sent with it, and issues a new pair; 401 for a missing, spent or expired one.
 */
export async function refreshTokens(
  services: Services,
  input: { refreshToken: string | undefined; accessToken: string | undefined },
): Promise<RefreshResult> {
  const { refreshToken, accessToken } = input;
  if (!refreshToken) throw unauthorized();
  return services.db.transaction(async (tx) => {
    // One DELETE … RETURNING: of two concurrent refreshes with the same token only one wins.
    const [spent] = await tx
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, hashToken(refreshToken)),
          eq(authTokens.kind, "refresh"),
          gt(authTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: authTokens.userId });
    if (!spent) throw unauthorized();
    if (accessToken) {
      await tx
        .delete(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, hashToken(accessToken)),
            eq(authTokens.kind, "access"),
            eq(authTokens.userId, spent.userId),
          ),
        );
    }
    return { tokens: await issueTokens(tx, spent.userId) };
  });
}
