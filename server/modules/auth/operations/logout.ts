import { and, eq, inArray, or } from "drizzle-orm";
import type { LogoutResult } from "#generated/types.ts";
import { authTokens } from "../../../db/schema.ts";
import { unauthorized } from "../../../platform/http/authenticate.ts";
import type { Services } from "../../../platform/services.ts";
import { hashToken, type TokenKind } from "../../../platform/tokens.ts";

/**
 * Revokes the session of the tokens sent (spec 4 logout): those tokens and every other token of
 * their family (spent refresh tokens too); 401 unless at least one of them was still live.
 */
export async function logout(
  services: Services,
  input: { accessToken: string | undefined; refreshToken: string | undefined },
): Promise<LogoutResult> {
  const given: [TokenKind, string][] = [];
  if (input.accessToken) given.push(["access", input.accessToken]);
  if (input.refreshToken) given.push(["refresh", input.refreshToken]);
  if (given.length === 0) throw unauthorized();
  // Expired rows are deleted too, but only live ones count as a logout.
  const deleted = await services.db
    .delete(authTokens)
    .where(
      or(
        ...given.map(([kind, token]) =>
          and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, hashToken(token))),
        ),
      ),
    )
    .returning({ expiresAt: authTokens.expiresAt, familyId: authTokens.familyId });
  const now = Date.now();
  const revoked = deleted.filter((row) => row.expiresAt.getTime() > now).length;
  if (revoked === 0) throw unauthorized();
  const families = deleted.flatMap((row) => (row.familyId ? [row.familyId] : []));
  if (families.length > 0)
    await services.db.delete(authTokens).where(inArray(authTokens.familyId, families));
  return { revoked };
}
