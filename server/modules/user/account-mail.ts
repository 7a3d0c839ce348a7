import { and, eq, gt } from "drizzle-orm";
import type { LanguageCode } from "#generated/languages.ts";
import type { Db } from "../../db/client.ts";
import { accountTokens } from "../../db/schema.ts";
import { queueMail } from "../../platform/mail/outbox.ts";
import {
  renderMail,
  type MailSettings,
  type MailTemplateId,
} from "../../platform/mail/render-mail.ts";
import { hashToken, newToken } from "../../platform/tokens.ts";
import { screenLink } from "./mail-links.ts";

/** How long a mailed link works: a day to confirm an address, half an hour to reset a password. */
export const accountTokenLifetimeMs: Record<MailTemplateId, number> = {
  verifyEmail: 24 * 60 * 60_000,
  resetPassword: 30 * 60_000,
};

// spec 2: the verification link leads to the login page with verificationToken; the reset link
// to the forgot-password page, which then shows the new-password form.
const linkOf = {
  verifyEmail: { screen: "login", parameter: "verificationToken" },
  resetPassword: { screen: "forgotPassword", parameter: "token" },
} as const;

export type AccountMail = {
  /** loadMailSettings, read before the transaction. */
  settings: MailSettings;
  origin: string;
  language: LanguageCode;
  purpose: MailTemplateId;
  user: { id: number; details: { firstName: string; lastName: string } };
  /** Where the mail goes, and for verifyEmail the address the link confirms. */
  email: string;
};

/**
 * Stores a single-use token (128 random bits, only its SHA-256 kept) and queues its mail in the
 * user's language, in the caller's transaction. Older tokens of the same purpose stop working.
 */
export async function sendAccountMail(db: Db, mail: AccountMail): Promise<void> {
  const token = newToken();
  await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, mail.user.id), eq(accountTokens.purpose, mail.purpose)));
  await db.insert(accountTokens).values({
    userId: mail.user.id,
    purpose: mail.purpose,
    tokenHash: hashToken(token),
    email: mail.email,
    expiresAt: new Date(Date.now() + accountTokenLifetimeMs[mail.purpose]),
  });
  const link = screenLink({
    origin: mail.origin,
    screen: linkOf[mail.purpose].screen,
    language: mail.language,
    query: { [linkOf[mail.purpose].parameter]: token },
  });
  const rendered = renderMail(mail.settings, {
    template: mail.purpose,
    language: mail.language,
    vars: { link, email: mail.email, ...mail.user.details },
  });
  await queueMail(db, {
    ...rendered,
    to: mail.email,
    template: mail.purpose,
    language: mail.language,
  });
}

/** Spends a live token of a purpose: its user and address, or undefined (unknown, used, expired). */
export async function consumeAccountToken(
  db: Db,
  input: { token: string; purpose: MailTemplateId },
): Promise<{ userId: number; email: string } | undefined> {
  const [row] = await db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(input.token)),
        eq(accountTokens.purpose, input.purpose),
        gt(accountTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row;
}
