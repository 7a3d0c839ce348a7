import type { AcceptedResult, FormField, FormStoreRequest } from "#generated/types.ts";
import { parseSiteOptions } from "#common/site-options.ts";
import { defaultFileAccept, fieldLabel, valueText } from "#common/forms/form-labels.ts";
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
import { detectFileType } from "../detect-file-type.ts";
import { findPublishedForm } from "../find-form.ts";
import { renderSubmissionMail } from "../submission-mail.ts";
import { spendFormCaptcha } from "../form-captcha.ts";
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
 * spec 7 form storeData (issue 21): checks a visitor's submission against the published form
 * (schema, consents, files by content, captcha) and writes it, its consent log entries and the
 * mail to SendEmailTo in one transaction.
 */
export async function storeSubmission(
  services: Services,
  input: {
    siteId: string;
    language: string;
    address: string;
    body: FormStoreRequest;
    files: readonly SentFile[];
  },
): Promise<AcceptedResult> {
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
  const assignment = await assignmentOf(db, input.siteId, body.formSlug);
  const given = acceptedConsents({ assignment, ids: body.consents, language });
  const options = parseSiteOptions(
    await filterOptions(services, { siteId: input.siteId, keys: undefined }),
  );
  await spendFormCaptcha(services, { db, options, body, address: input.address });

  const emailField = fields.find((field) => field.type === "email");
  const email = emailField ? valueText(data[emailField.name]) || null : null;
  const title = form.props.title || form.props.formSlug;
  const mailLanguage = options.DefaultLanguage ?? "hrv";
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        siteId: input.siteId,
        formSlug: body.formSlug,
        formTitle: title,
        path: body.path,
        language,
        data,
        email,
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
    await logConsents(tx, given, {
      siteId: input.siteId,
      assignedTo: body.formSlug,
      email: email ?? "",
    });
    if (options.SendEmailTo)
      await queueMail(tx, {
        to: options.SendEmailTo,
        template: "formSubmission",
        language: mailLanguage,
        ...renderSubmissionMail({
          language: mailLanguage,
          title,
          path: body.path,
          rows: fields
            .filter((field) => field.type !== "file")
            .map((field) => ({
              label: fieldLabel(form.props, field.name),
              value: valueText(data[field.name]),
            })),
          files: files.map((file) => ({
            name: file.name,
            mime: file.mime,
            size: file.bytes.length,
          })),
        }),
      });
  });
  return { accepted: true };
}
