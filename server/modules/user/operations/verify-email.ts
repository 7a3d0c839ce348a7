import { eq } from "drizzle-orm";
import type { VerifyResult } from "#generated/types.ts";
import { users } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { isUniqueViolation } from "../../../platform/unique-violation.ts";
import { consumeAccountToken } from "../account-mail.ts";

const invalidToken = (): AppError => new AppError(400, "api.invalidToken");

/**
 * Verifies an address with the single-use token of its mail (spec 2: the login page with
 * verificationToken): a new account's address, or a changed one, which then replaces the old.
 * An unknown, used or expired token, or an address another account took meanwhile, is a 400.
 */
export async function verifyEmail(services: Services, token: string): Promise<VerifyResult> {
  try {
    return await services.db.transaction(async (tx) => {
      const spent = await consumeAccountToken(tx, { token, purpose: "verifyEmail" });
      if (!spent) throw invalidToken();
      await tx
        .update(users)
        .set({ email: spent.email, emailVerifiedAt: new Date() })
        .where(eq(users.id, spent.userId));
      return { verified: true as const, email: spent.email };
    });
  } catch (error) {
    // users.email is unique: someone registered the new address before this link was followed
    if (error instanceof AppError) throw error;
    if (isUniqueViolation(error)) throw invalidToken();
    throw error;
  }
}
