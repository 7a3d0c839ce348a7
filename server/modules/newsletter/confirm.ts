import { and, eq, gt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { languageCodes, languages } from "#generated/languages.ts";
import type { ConfirmedEmail } from "#generated/types.ts";
import { newsletterSubscribers } from "../../db/schema-forms.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { outboxInsert } from "../../platform/mail/outbox.ts";
import { loadMailSettings } from "../../platform/mail/render-mail.ts";
import type { Services } from "../../platform/services.ts";
import { hashToken } from "../../platform/tokens.ts";
import { logConsents } from "../consents/consent-log.ts";
import { pendingConsents } from "../consents/pending-consents.ts";
import { mailOrigin } from "../user/mail-links.ts";
import { newsletterMail, unsubscribeLinks } from "./newsletter-mails.ts";
import { newsletterForm } from "./subscribe.ts";
import { unsubscribeTokenOf } from "./tokens.ts";

/** A confirmation or unsubscribe token that is used, expired or unknown (400). */
export const tokenInvalid = () => new AppError(400, "api.newsletterTokenInvalid");

/**
 * spec 7 confirmEmail (issue 21): spends a live confirmation token by one conditional UPDATE
 * (two confirmations at once: one wins, the other finds nothing and is a 400), subscribes the
 * address, logs the consents it was given with and queues the welcome mail, in one transaction.
 * The log names the subscriber a guest even when an account has the address: the link proves
 * the mailbox, not the account (decision 047).
 */
export async function confirmNewsletter(
  services: Services,
  input: { siteId: string; token: string; request: FastifyRequest },
): Promise<ConfirmedEmail> {
  const { db } = services;
  const settings = await loadMailSettings(services, input.siteId);
  const origin = await mailOrigin(services, { siteId: input.siteId, request: input.request });
  const now = new Date();
  await db.transaction(async (tx) => {
    const [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({
        status: "subscribed",
        confirmedAt: now,
        confirmTokenHash: null,
        confirmExpiresAt: null,
      })
      .where(
        and(
          eq(newsletterSubscribers.siteId, input.siteId),
          eq(newsletterSubscribers.confirmTokenHash, hashToken(input.token)),
          gt(newsletterSubscribers.confirmExpiresAt, now),
          eq(newsletterSubscribers.status, "pending"),
        ),
      )
      .returning();
    if (!subscriber) throw tokenInvalid();
    const given = await pendingConsents(tx, subscriber.pendingConsents);
    await logConsents(tx, given, {
      siteId: input.siteId,
      assignedTo: newsletterForm,
      email: subscriber.email,
      at: now,
    });
    const language = languageCodes.find((code) => code === subscriber.language) ?? "hrv";
    const token = unsubscribeTokenOf(input.token);
    const links = unsubscribeLinks({ origin, language, token });
    const mail = newsletterMail({
      kind: "newsletterWelcome",
      settings,
      language,
      to: subscriber.email,
      links: { action: `${origin}${languages[language].prefix || "/"}`, ...links },
    });
    await outboxInsert(tx, [mail]);
  });
  return { confirmed: "newsletter" };
}
