import { and, eq, isNull, ne } from "drizzle-orm";
import type { AcceptedResult, ContactAdminRequest, ContactRequest } from "#generated/types.ts";
import { parseSiteOptions } from "#common/site-options.ts";
import { formSubmissions } from "../../../db/schema-forms.ts";
import { users } from "../../../db/schema.ts";
import { filterOptions } from "../../../platform/filter-options.ts";
import { translate } from "../../../platform/i18n.ts";
import { outboxInsert, queueMail, type QueuedMail } from "../../../platform/mail/outbox.ts";
import type { Services } from "../../../platform/services.ts";
import { limitAttempts } from "../../auth/login-limiter.ts";
import { acceptedConsents, assignmentOf } from "../../consents/assignments.ts";
import { logConsents } from "../../consents/consent-log.ts";
import { spendFormCaptcha } from "../form-captcha.ts";
import { renderSubmissionMail } from "../submission-mail.ts";
import { submissionsPerAddress } from "./store-submission.ts";

/** The form name a visitor's message is kept under, and its consent assignment's assigned_to. */
export const contactForm = "contact";

/**
 * spec 7 contact (issue 21): a visitor's message without a builder form, checked as storeData
 * checks one (the `contact` assignment's consents, the captcha, the limit per address), kept as a
 * submission of the form `contact` and mailed to SendEmailTo with Reply-To the visitor, in one
 * transaction.
 */
export async function sendContact(
  services: Services,
  input: { siteId: string; language: string; address: string; body: ContactRequest },
): Promise<AcceptedResult> {
  const { db } = services;
  const { body, language } = input;
  await limitAttempts(db, [{ key: `forms:store:${input.address}`, ...submissionsPerAddress }]);
  const assignment = await assignmentOf(db, input.siteId, contactForm);
  const given = acceptedConsents({ assignment, ids: body.consents, language });
  const options = parseSiteOptions(
    await filterOptions(services, { siteId: input.siteId, keys: undefined }),
  );
  await spendFormCaptcha(services, { db, options, body, address: input.address });
  const email = body.email.trim().toLowerCase();
  const path = body.path ?? "/";
  const mailLanguage = options.DefaultLanguage ?? "hrv";
  const t = (key: string) => translate(mailLanguage, `api.${key}`);
  const data = {
    name: body.name,
    email,
    ...(body.phone ? { phone: body.phone } : {}),
    message: body.message,
  };
  await db.transaction(async (tx) => {
    await tx.insert(formSubmissions).values({
      siteId: input.siteId,
      formSlug: contactForm,
      formTitle: t("contactTitle"),
      path,
      language,
      data,
      email,
    });
    await logConsents(tx, given, { siteId: input.siteId, assignedTo: contactForm, email });
    if (options.SendEmailTo)
      await queueMail(tx, {
        to: options.SendEmailTo,
        template: "contactMessage",
        language: mailLanguage,
        headers: { "Reply-To": email },
        ...renderSubmissionMail({
          language: mailLanguage,
          title: t("contactTitle"),
          path,
          rows: [
            { label: t("contactName"), value: body.name },
            { label: t("contactEmail"), value: email },
            ...(body.phone ? [{ label: t("contactPhone"), value: body.phone }] : []),
            { label: t("contactMessage"), value: body.message },
          ],
          files: [],
        }),
      });
  });
  return { accepted: true };
}

/**
 * spec 7 contactAdmin (issue 21): a back-office user's message to every other back-office user
 * (their own language is not known here: the site's default), each with Reply-To the sender.
 */
export async function sendContactAdmin(
  services: Services,
  input: { siteId: string; sender: { id: number; email: string }; body: ContactAdminRequest },
): Promise<AcceptedResult> {
  const { db } = services;
  const { body, sender } = input;
  await limitAttempts(db, [{ key: `forms:contactAdmin:${sender.id}`, ...submissionsPerAddress }]);
  const options = parseSiteOptions(
    await filterOptions(services, { siteId: input.siteId, keys: ["DefaultLanguage"] }),
  );
  const language = options.DefaultLanguage ?? "hrv";
  const recipients = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isBackofficeUser, true), ne(users.id, sender.id), isNull(users.deletedAt)));
  const title = translate(language, "api.contactAdminTitle", { subject: body.subject });
  const rendered = renderSubmissionMail({
    language,
    title,
    path: "/admin",
    rows: [
      { label: translate(language, "api.contactAdminFrom"), value: sender.email },
      { label: translate(language, "api.contactMessage"), value: body.message },
    ],
    files: [],
  });
  const mails = recipients.map((recipient): QueuedMail => ({
    to: recipient.email,
    template: "contactMessage",
    language,
    headers: { "Reply-To": sender.email },
    ...rendered,
  }));
  const [first, ...rest] = mails;
  if (first) await outboxInsert(db, [first, ...rest]);
  return { accepted: true };
}
