import { and, eq, ne, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { languageCodes, type LanguageCode } from "#generated/languages.ts";
import type { NewsletterStatus, NewsletterSubscribeRequest } from "#generated/types.ts";
import { newsletterSubscribers } from "../../db/schema-forms.ts";
import { AppError } from "../../platform/http/app-error.ts";
import { translate } from "../../platform/i18n.ts";
import { outboxInsert, type QueuedMail } from "../../platform/mail/outbox.ts";
import { loadMailSettings, type MailSettings } from "../../platform/mail/render-mail.ts";
import type { Services } from "../../platform/services.ts";
import { limitAttempts } from "../auth/login-limiter.ts";
import { acceptedConsents, assignmentOf } from "../consents/assignments.ts";
import { mailOrigin, screenLink } from "../user/mail-links.ts";
import { newsletterMail, unsubscribeLinks } from "./newsletter-mails.ts";
import { confirmLifetimeMs, subscriptionTokens } from "./tokens.ts";

/** The consent assignment (spec 3 assigned_to) of the newsletter's form. */
export const newsletterForm = "newsletter";

// Each attempt mails a stranger's address: a visitor subscribes once or twice, nobody needs more.
const perAddress = { limit: 30, windowMs: 15 * 60_000 };
const perEmail = { limit: 5, windowMs: 15 * 60_000 };

/** The row of an address on a site (the unique index is on lower(email)). */
export const subscriberWhere = (siteId: string, email: string) =>
  and(
    eq(newsletterSubscribers.siteId, siteId),
    sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`,
  );

const languageOf = (code: string | undefined, fallback: string): LanguageCode =>
  languageCodes.find((known) => known === code) ??
  languageCodes.find((known) => known === fallback) ??
  "hrv";

/** The double opt-in mail: the confirm-email page's link (spec 2) in the subscriber's language. */
function confirmationMail(input: {
  settings: MailSettings;
  origin: string;
  language: LanguageCode;
  email: string;
  tokens: ReturnType<typeof subscriptionTokens>;
}): QueuedMail {
  const { origin, language, tokens } = input;
  const action = screenLink({
    origin,
    screen: "confirmEmail",
    language,
    query: {
      goal: translate(language, "api.newsletterConfirmed"),
      goalType: "message",
      confirmedEmail: input.email,
      token: tokens.confirmToken,
    },
  });
  return newsletterMail({
    kind: "newsletterConfirm",
    settings: input.settings,
    language,
    to: input.email,
    links: { action, ...unsubscribeLinks({ origin, language, token: tokens.unsubscribeToken }) },
  });
}

/**
 * spec 7 marketing newsletter/subscribe (issue 21): checks the consents against the newsletter
 * assignment (none asked when there is none), refuses an address already subscribed (409
 * alreadySubscribedToNewsletter), and writes the pending subscription with a new link and its
 * confirmation mail in one transaction: a pending or unsubscribed address starts over.
 */
export async function subscribeNewsletter(
  services: Services,
  input: {
    siteId: string;
    language: string;
    request: FastifyRequest;
    body: NewsletterSubscribeRequest;
  },
): Promise<NewsletterStatus> {
  const { db } = services;
  const email = input.body.email.trim().toLowerCase();
  const language = languageOf(input.body.language, input.language);
  const assignment = await assignmentOf(db, input.siteId, newsletterForm);
  const given = acceptedConsents({
    assignment,
    ids: input.body.consents,
    language: input.language,
  });
  await limitAttempts(db, [
    { key: `newsletter:address:${input.request.ip}`, ...perAddress },
    { key: `newsletter:email:${email}`, ...perEmail },
  ]);
  const [known] = await db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(subscriberWhere(input.siteId, email));
  if (known?.status === "subscribed") throw alreadySubscribed();
  // read before the transaction: PGlite has one connection, which the transaction holds
  const settings = await loadMailSettings(services, input.siteId);
  const origin = await mailOrigin(services, { siteId: input.siteId, request: input.request });
  const tokens = subscriptionTokens();
  const pending = {
    language,
    status: "pending" as const,
    pendingConsents: given.map(({ consentId, version, key }) => ({ consentId, version, key })),
    confirmTokenHash: tokens.confirmTokenHash,
    confirmExpiresAt: new Date(Date.now() + confirmLifetimeMs),
    unsubscribeTokenHash: tokens.unsubscribeTokenHash,
    confirmedAt: null,
    unsubscribedAt: null,
  };
  const mail = confirmationMail({ settings, origin, language, email, tokens });
  await db.transaction(async (tx) => {
    // a new address is inserted; a known one (pending, unsubscribed) starts over, unless it was
    // confirmed meanwhile: the conditional update then changes nothing
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ siteId: input.siteId, email, ...pending })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    const [updated] = inserted
      ? [inserted]
      : await tx
          .update(newsletterSubscribers)
          .set(pending)
          .where(
            and(
              subscriberWhere(input.siteId, email),
              ne(newsletterSubscribers.status, "subscribed"),
            ),
          )
          .returning({ id: newsletterSubscribers.id });
    if (!updated) throw alreadySubscribed();
    await outboxInsert(tx, [mail]);
  });
  return { status: "pending" };
}

const alreadySubscribed = () => new AppError(409, "api.alreadySubscribedToNewsletter");
