import { and, eq, or, sql } from "drizzle-orm";
import validateEmailRequest from "#generated/validators/requests/email-request.js";
import { accountTokens, userIdentities, users } from "../../../db/schema.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { userColumns, type UserRow } from "../../../platform/http/authenticate.ts";
import { hashPassword } from "../../../platform/passwords.ts";
import type { Services } from "../../../platform/services.ts";
import { newToken } from "../../../platform/tokens.ts";
import { isUniqueViolation } from "../../../platform/unique-violation.ts";

/** What a provider's ID token says about its user (OpenID Connect standard claims). */
export type ProviderIdentity = {
  issuer: string;
  subject: string;
  providerId: string;
  email: string | undefined;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
};

// A social account has no password of its own: it gets the hash of a random secret nobody
// knows, so a password login costs the same work and fails like any wrong password.
const unusablePasswordHash = () => hashPassword(newToken());

/**
 * The user of a provider's identity (decision 014): the account the identity was linked to;
 * else the account of its e-mail address when the provider verified that address (the link is
 * made now); else a new, verified account. An unverified address never reaches an existing
 * account, nor opens a new one; a back-office account is not linked by address at all.
 */
export async function socialAccount(
  services: Services,
  identity: ProviderIdentity,
): Promise<UserRow> {
  try {
    return await linkOrCreate(services, identity);
  } catch (error) {
    // the same person's login in another tab linked or created the account a moment ago
    if (!isUniqueViolation(error)) throw error;
    return linkOrCreate(services, identity);
  }
}

function linkOrCreate(services: Services, identity: ProviderIdentity): Promise<UserRow> {
  return services.db.transaction(async (tx) => {
    const [linked] = await tx
      .select(userColumns)
      .from(userIdentities)
      .innerJoin(users, eq(userIdentities.userId, users.id))
      .where(
        and(
          eq(userIdentities.issuer, identity.issuer),
          eq(userIdentities.subject, identity.subject),
        ),
      )
      .limit(1);
    if (linked) return linked;

    const email = identity.email?.trim().toLowerCase();
    if (!email || !validateEmailRequest({ email })) {
      throw new AppError(400, "api.socialEmailMissing");
    }
    if (!identity.isEmailVerified) throw new AppError(409, "api.socialEmailUnverified");
    const link = (userId: number) =>
      tx.insert(userIdentities).values({
        userId,
        issuer: identity.issuer,
        subject: identity.subject,
        providerId: identity.providerId,
      });

    const [existing] = await tx
      .select({ ...userColumns, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(or(eq(sql`lower(${users.email})`, email), eq(sql`lower(${users.username})`, email)))
      .limit(1);
    if (existing) {
      if (existing.isBackofficeUser) throw new AppError(403, "api.socialBackoffice");
      if (!existing.emailVerifiedAt) {
        // Whoever registered the address without confirming it may not be its owner: the
        // provider has just proved who is, so that registration's password stops working.
        await tx
          .update(users)
          .set({ emailVerifiedAt: new Date(), passwordHash: await unusablePasswordHash() })
          .where(eq(users.id, existing.id));
        await tx.delete(accountTokens).where(eq(accountTokens.userId, existing.id));
      }
      await link(existing.id);
      const { emailVerifiedAt: _verified, ...row } = existing;
      return row;
    }

    const [created] = await tx
      .insert(users)
      .values({
        email,
        username: email,
        passwordHash: await unusablePasswordHash(),
        details: { firstName: identity.firstName, lastName: identity.lastName },
        scope: "web",
        emailVerifiedAt: new Date(),
      })
      .returning(userColumns);
    if (!created) throw new Error("the new user was not returned");
    await link(created.id);
    return created;
  });
}
