import { and, eq, isNull, ne, or } from "drizzle-orm";
import type {
  AcceptedResult,
  ChangePasswordRequest,
  SetPasswordRequest,
} from "#generated/types.ts";
import { accountTokens, authTokens, users } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { hashPassword, verifyPassword } from "../../../platform/passwords.ts";
import type { Services } from "../../../platform/services.ts";
import { hashToken } from "../../../platform/tokens.ts";
import { consumeAccountToken } from "../account-mail.ts";
import { assertPasswordPolicy } from "../password-policy.ts";

/**
 * Sets a new password with the token of a reset link: the token is spent, every session and
 * refresh token of the account ends, and the address counts as verified (the link proved it).
 */
export async function setPassword(
  services: Services,
  input: { body: SetPasswordRequest; language: string },
): Promise<AcceptedResult> {
  const passwordHash = await hashPassword(input.body.password);
  await services.db.transaction(async (tx) => {
    const spent = await consumeAccountToken(tx, {
      token: input.body.token,
      purpose: "resetPassword",
    });
    if (!spent) throw new AppError(400, "api.invalidToken");
    // a refused password rolls the transaction back: the link still works for a better one
    assertPasswordPolicy({
      password: input.body.password,
      email: spent.email,
      path: "/body/password",
      language: input.language,
    });
    const [user] = await tx
      .select({ emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, spent.userId));
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user?.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, spent.userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, spent.userId));
    await tx
      .delete(accountTokens)
      .where(
        and(eq(accountTokens.userId, spent.userId), eq(accountTokens.purpose, "resetPassword")),
      );
  });
  return { accepted: true };
}

/**
 * Changes the logged-in user's password (spec 3, 5): the old one must match (spec 8 'Incorrect
 * old password.'); the user's other sessions end, the one asking stays signed in.
 */
export async function changePassword(
  services: Services,
  input: {
    userId: number;
    email: string;
    accessToken: string;
    body: ChangePasswordRequest;
    language: string;
  },
): Promise<AcceptedResult> {
  const [row] = await services.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!row || !(await verifyPassword(input.body.oldPassword, row.passwordHash)))
    throw new AppError(400, "api.incorrectOldPassword");
  assertPasswordPolicy({
    password: input.body.newPassword,
    email: input.email,
    path: "/body/newPassword",
    language: input.language,
  });
  const passwordHash = await hashPassword(input.body.newPassword);
  await services.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, input.userId));
    const [current] = await tx
      .select({ familyId: authTokens.familyId })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(input.accessToken)));
    await tx
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.userId, input.userId),
          current?.familyId
            ? or(isNull(authTokens.familyId), ne(authTokens.familyId, current.familyId))
            : ne(authTokens.tokenHash, hashToken(input.accessToken)),
        ),
      );
  });
  return { accepted: true };
}
