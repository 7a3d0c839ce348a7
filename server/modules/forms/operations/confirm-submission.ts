import { and, eq, gt } from "drizzle-orm";
import { parseSiteOptions } from "#common/site-options.ts";
import type { ConfirmedEmail } from "#generated/types.ts";
import { formSubmissionFiles, formSubmissions } from "../../../db/schema-forms.ts";
import { filterOptions } from "../../../platform/filter-options.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { queueMail } from "../../../platform/mail/outbox.ts";
import type { Services } from "../../../platform/services.ts";
import { hashToken } from "../../../platform/tokens.ts";
import { logConsents } from "../../consents/consent-log.ts";
import { pendingConsents } from "../../consents/pending-consents.ts";
import { findPublishedForm } from "../find-form.ts";
import { afterTaking, takeForSubmission } from "../server-forms.ts";
import { submissionNotice } from "../submission-mail.ts";

/**
 * spec 7 confirmEmail of a form sent without JavaScript (decision 048): spends the mailed link's
 * token by one conditional UPDATE (two clicks at once: one wins, the other is a 400), then logs
 * the consents it was sent with and mails it to SendEmailTo, in one transaction, as a submission
 * with a captcha would have been at once.
 */
export async function confirmSubmission(
  services: Services,
  input: { siteId: string; token: string },
): Promise<ConfirmedEmail> {
  const { db } = services;
  // read before the transaction: PGlite has one connection, which the transaction holds
  const options = parseSiteOptions(
    await filterOptions(services, { siteId: input.siteId, keys: undefined }),
  );
  const now = new Date();
  let formSlug: string | undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(formSubmissions)
      .set({ status: "received", confirmTokenHash: null, confirmExpiresAt: null })
      .where(
        and(
          eq(formSubmissions.siteId, input.siteId),
          eq(formSubmissions.confirmTokenHash, hashToken(input.token)),
          gt(formSubmissions.confirmExpiresAt, now),
          eq(formSubmissions.status, "awaitingConfirmation"),
        ),
      )
      .returning();
    if (!row) throw new AppError(400, "api.formTokenInvalid");
    formSlug = row.formSlug;
    // what it takes (decision 054: an event's seats) is taken now; a refusal leaves it waiting
    await takeForSubmission(tx, row.formSlug, {
      siteId: input.siteId,
      language: row.language,
      data: row.data,
    });
    await logConsents(tx, await pendingConsents(tx, row.pendingConsents), {
      siteId: input.siteId,
      assignedTo: row.formSlug,
      email: row.email ?? "",
      at: now,
    });
    if (!options.SendEmailTo) return;
    const form = await findPublishedForm(tx, {
      siteId: input.siteId,
      formSlug: row.formSlug,
      language: row.language,
    }).catch((error: unknown) => {
      if (error instanceof AppError) return undefined; // no longer published
      throw error;
    });
    const files = await tx
      .select({
        name: formSubmissionFiles.name,
        mime: formSubmissionFiles.mime,
        size: formSubmissionFiles.size,
      })
      .from(formSubmissionFiles)
      .where(eq(formSubmissionFiles.submissionId, row.id))
      .orderBy(formSubmissionFiles.id);
    await queueMail(
      tx,
      submissionNotice({
        to: options.SendEmailTo,
        language: options.DefaultLanguage ?? "hrv",
        form: form?.props,
        title: row.formTitle,
        path: row.path,
        data: row.data,
        files,
      }),
    );
  });
  if (formSlug) await afterTaking(services, formSlug, input.siteId);
  return { confirmed: "formSubmission" };
}
