import { and, eq } from "drizzle-orm";
import type { NewsletterStatus } from "#generated/types.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscribers } from "../../db/schema-forms.ts";
import { loadMailSettings } from "../../platform/mail/render-mail.ts";
import type { Services } from "../../platform/services.ts";
import { hashToken } from "../../platform/tokens.ts";
import { logConsents } from "../consents/consent-log.ts";
import { pendingConsents } from "../consents/pending-consents.ts";
import { queueGdprNotice } from "../consents/gdpr-notice.ts";
import { tokenInvalid } from "./confirm.ts";
import { newsletterForm } from "./subscribe.ts";

/** Moves the token's subscription from one state to unsubscribed; the row when it was in it. */
function leave(db: Db, where: { siteId: string; hash: string; from: "subscribed" | "pending" }) {
  return db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: new Date(), confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.siteId, where.siteId),
        eq(newsletterSubscribers.unsubscribeTokenHash, where.hash),
        eq(newsletterSubscribers.status, where.from),
      ),
    )
    .returning();
}

/**
 * One-click unsubscribe (issue 21, RFC 8058): a subscribed address leaves, with a withdrawal
 * logged for each consent it was given with and the SendGdprTo notice, in one transaction; a
 * pending one leaves with nothing to withdraw; an address already gone answers the same and
 * logs nothing (a mail client may post twice). An unknown token is a 400.
 */
export async function unsubscribeNewsletter(
  services: Services,
  input: { siteId: string; token: string | undefined },
): Promise<NewsletterStatus> {
  const { db } = services;
  if (!input.token) throw tokenInvalid();
  const hash = hashToken(input.token);
  const settings = await loadMailSettings(services, input.siteId);
  await db.transaction(async (tx) => {
    const [subscriber] = await leave(tx, { siteId: input.siteId, hash, from: "subscribed" });
    if (subscriber) {
      const given = await pendingConsents(tx, subscriber.pendingConsents);
      const giver = { siteId: input.siteId, assignedTo: newsletterForm, email: subscriber.email };
      await logConsents(tx, given, { ...giver, status: "withdrawn" });
      if (given.length > 0)
        await queueGdprNotice(tx, settings, {
          kind: "consentWithdrawn",
          ...giver,
          consents: given,
        });
      return;
    }
    if ((await leave(tx, { siteId: input.siteId, hash, from: "pending" })).length > 0) return;
    const [known] = await tx
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.siteId, input.siteId),
          eq(newsletterSubscribers.unsubscribeTokenHash, hash),
        ),
      );
    if (!known) throw tokenInvalid();
  });
  return { status: "unsubscribed" };
}
