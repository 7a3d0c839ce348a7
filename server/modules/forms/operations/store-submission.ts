import { and, eq, lt } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FormField, FormStoreRequest, FormStoreResult } from "#generated/types.ts";
import { parseSiteOptions } from "#common/site-options.ts";
import { defaultFileAccept, valueText } from "#common/forms/form-labels.ts";
import { formValueSchema } from "#common/forms/form-value-schema.ts";
import { submissionErrors } from "#common/forms/form-validator.ts";
import { formSubmissionFiles, formSubmissions } from "../../../db/schema-forms.ts";
import { filterOptions } from "../../../platform/filter-options.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { queueMail } from "../../../platform/mail/outbox.ts";
import type { Services } from "../../../platform/services.ts";
import { limitAttempts } from "../../auth/login-limiter.ts";
import { acceptedConsents, assignmentOf } from "../../consents/assignments.ts";
import { logConsents } from "../../consents/consent-log.ts";
import { mailOrigin } from "../../user/mail-links.ts";
import { detectFileType } from "../detect-file-type.ts";
import { findPublishedForm } from "../find-form.ts";
import { afterTaking, takeForSubmission } from "../server-forms.ts";
import { submissionNotice } from "../submission-mail.ts";
import { spendFormCaptcha } from "../form-captcha.ts";
import {
  confirmationLifetimeMs,
  confirmationsPerEmail,
  formConfirmationMail,
  formConfirmationToken,
} from "../form-confirmation.ts";
import type { SentFile } from "../read-form-upload.ts";

/** How many submissions one address may send in a window: people send one, bots thousands. */
export const submissionsPerAddress = { limit: 10, windowMs: 15 * 60_000 };

type CheckedFile = SentFile & { mime: string };

/** Each file belongs to a file field of the form and is of a type its accept list names. */
function checkFiles(fields: readonly FormField[], files: readonly SentFile[]): CheckedFile[] {
  return files.map((file) => {
    const field = fields.find((candidate) => candidate.name === file.field);
    if (field?.type !== "file")
      throw new AppError(400, "api.formFileField", [
        { path: `/body/files/${file.field}`, key: "validation.enum", message: file.field },
      ]);
    const accept: readonly string[] = field.accept ?? defaultFileAccept;
    const mime = detectFileType(file.bytes);
    if (!mime || !accept.includes(mime)) {
      const error = new AppError(400, "api.formFileType");
      error.vars = { name: file.name, types: accept.join(", ") };
      throw error;
    }
    return { ...file, mime };
  });
}

/**
 * The submission's data as its form's schema checks it: what the visitor typed, with each file
 * field holding the names of the files sent for it (never names the client only claims).
 */
function dataWithFiles(
  fields: readonly FormField[],
  data: FormStoreRequest["data"],
  files: readonly SentFile[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields.filter((each) => each.type === "file")) {
    const names = files.filter((file) => file.field === field.name).map((file) => file.name);
    if (names.length > 0) out[field.name] = names;
    else delete out[field.name];
  }
  return out;
}

/**
 * A submission sent without a captcha waits for its sender's mailed link: the form must have an
 * e-mail field, filled in (else the captcha is what is missing), and one address gets few links.
 */
async function limitConfirmations(
  db: Services["db"],
  input: { emailField: FormField | undefined; email: string | null; language: string },
): Promise<void> {
  const { emailField, email } = input;
  if (!emailField) throw new AppError(400, "api.recaptchaMissing");
  if (!email)
    throw new AppError(400, "api.formConfirmEmailMissing", [
      {
        path: `/body/data/${emailField.name}`,
        key: "validation.required",
        message: translate(input.language, "api.formConfirmEmailMissing"),
      },
    ]);
  await limitAttempts(db, [
    { key: `forms:confirm:${email.toLowerCase()}`, ...confirmationsPerEmail },
  ]);
}

/** Unconfirmed submissions whose link has expired: removed with their files. */
const expiredConfirmations = (siteId: string, now: Date) =>
  and(
    eq(formSubmissions.siteId, siteId),
    eq(formSubmissions.status, "awaitingConfirmation"),
    lt(formSubmissions.confirmExpiresAt, now),
  );

/**
 * spec 7 form storeData (issue 21): checks a visitor's submission against the published form
 * (schema, consents, files by content, captcha) and writes it, its consent log entries and the
 * mail to SendEmailTo in one transaction. Sent without a captcha and asking for it
 * (confirmByEmail: a browser without JavaScript), it is kept with the consents it was given and
 * a link mailed to its sender instead; confirmSubmission does the rest (decision 048).
 */
export async function storeSubmission(
  services: Services,
  input: {
    siteId: string;
    language: string;
    address: string;
    body: FormStoreRequest;
    files: readonly SentFile[];
    request: FastifyRequest;
    /** What the server adds to what the visitor sent (decision 054: the event), and its title. */
    adds?: { data: Record<string, string | number>; title: string };
  },
): Promise<FormStoreResult> {
  const { db } = services;
  const { body, language } = input;
  await limitAttempts(db, [{ key: `forms:store:${input.address}`, ...submissionsPerAddress }]);
  const form = await findPublishedForm(db, {
    siteId: input.siteId,
    formSlug: body.formSlug,
    language,
  });
  const { fields } = form.props;
  const data = dataWithFiles(fields, body.data, input.files);
  const errors = submissionErrors(formValueSchema(fields), data, (key, vars) =>
    translate(language, key, vars),
  );
  if (errors.length > 0)
    throw new AppError(
      400,
      "api.invalidInput",
      errors.map((error) => ({ ...error, path: `/body/data${error.path}` })),
    );
  const files = checkFiles(fields, input.files);
  const stored = { ...data, ...input.adds?.data };
  const assignment = await assignmentOf(db, input.siteId, body.formSlug);
  const given = acceptedConsents({ assignment, ids: body.consents, language });
  const options = parseSiteOptions(
    await filterOptions(services, { siteId: input.siteId, keys: undefined }),
  );

  const emailField = fields.find((field) => field.type === "email");
  const email = emailField ? valueText(data[emailField.name]) || null : null;
  const awaitsConfirmation = body.confirmByEmail === true && !body.altcha && !body.recaptcha;
  if (awaitsConfirmation) await limitConfirmations(db, { emailField, email, language });
  else await spendFormCaptcha(services, { db, options, body, address: input.address });

  const title = input.adds?.title ?? (form.props.title || form.props.formSlug);
  const mailLanguage = options.DefaultLanguage ?? "hrv";
  const confirmation = awaitsConfirmation ? formConfirmationToken() : undefined;
  // read before the transaction: PGlite has one connection, which the transaction holds
  const origin = confirmation
    ? await mailOrigin(services, { siteId: input.siteId, request: input.request })
    : "";
  const now = new Date();
  await db.transaction(async (tx) => {
    // what a received submission takes (decision 054: an event's seats); a link waits for it
    if (!confirmation)
      await takeForSubmission(tx, body.formSlug, { siteId: input.siteId, language, data: stored });
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        siteId: input.siteId,
        formSlug: body.formSlug,
        formTitle: title,
        path: body.path,
        language,
        data: stored,
        email,
        ...(confirmation
          ? {
              status: "awaitingConfirmation" as const,
              confirmTokenHash: confirmation.hash,
              confirmExpiresAt: new Date(now.getTime() + confirmationLifetimeMs),
              pendingConsents: given.map(({ consentId, version, key }) => ({
                consentId,
                version,
                key,
              })),
            }
          : {}),
      })
      .returning({ id: formSubmissions.id });
    if (!row) throw new Error("the submission was not stored");
    if (files.length > 0)
      await tx.insert(formSubmissionFiles).values(
        files.map((file) => ({
          submissionId: row.id,
          field: file.field,
          name: file.name,
          mime: file.mime,
          size: file.bytes.length,
          bytes: file.bytes,
        })),
      );
    if (confirmation && email) {
      await tx.delete(formSubmissions).where(expiredConfirmations(input.siteId, now));
      await queueMail(
        tx,
        formConfirmationMail({
          origin,
          language,
          to: email,
          title,
          brand: options.Brand ?? "",
          token: confirmation.token,
        }),
      );
      return;
    }
    await logConsents(tx, given, {
      siteId: input.siteId,
      assignedTo: body.formSlug,
      email: email ?? "",
    });
    if (options.SendEmailTo)
      await queueMail(
        tx,
        submissionNotice({
          to: options.SendEmailTo,
          language: mailLanguage,
          form: form.props,
          title,
          path: body.path,
          data: stored,
          files: files.map((file) => ({
            name: file.name,
            mime: file.mime,
            size: file.bytes.length,
          })),
        }),
      );
  });
  if (!confirmation) await afterTaking(services, body.formSlug, input.siteId);
  return { accepted: true, awaitingConfirmation: awaitsConfirmation };
}
