import { eq, sql } from "drizzle-orm";
import type { LanguageCode } from "#generated/languages.ts";
import type { AcceptedResult } from "#generated/types.ts";
import { users } from "../../../db/schema.ts";
import type { RequestContext } from "../../../platform/http/request-context.ts";
import type { AfterReply } from "../../../platform/after-reply.ts";
import type { Services } from "../../../platform/services.ts";
import { loadMailSettings } from "../../../platform/mail/render-mail.ts";
import { sendAccountMail } from "../account-mail.ts";

type MailRequest = { email: string; context: RequestContext; origin: string; later: AfterReply };

/**
 * A mail asked for by e-mail address alone: the verification mail again (resend) or a password
 * reset link (forgot). The answer is the same whether the address has an account or not, and so
 * is its time (issue 18): the account is looked up and its mail written after the answer.
 */
function mailIfAccount(
  services: Services,
  input: MailRequest & { purpose: "verifyEmail" | "resetPassword" },
): AcceptedResult {
  const email = input.email.trim().toLowerCase();
  input.later.run(`${input.purpose} mail`, async () => {
    const settings = await loadMailSettings(services, input.context.site.id);
    const isQueued = await services.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, details: users.details, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email))
        .limit(1);
      // a verified address needs no second verification mail
      if (!user || (input.purpose === "verifyEmail" && user.emailVerifiedAt)) return false;
      await sendAccountMail(tx, {
        settings,
        origin: input.origin,
        language: input.context.language.code as LanguageCode,
        purpose: input.purpose,
        user,
        email,
      });
      return true;
    });
    if (isQueued) services.mail.wake();
  });
  return { accepted: true };
}

/** Sends the verification mail again to an unverified account. */
export const resendVerification = (services: Services, input: MailRequest) =>
  mailIfAccount(services, { ...input, purpose: "verifyEmail" });

/** Sends a single-use password reset link (30 minutes) to an account's address. */
export const forgotPassword = (services: Services, input: MailRequest) =>
  mailIfAccount(services, { ...input, purpose: "resetPassword" });
