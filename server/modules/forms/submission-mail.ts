import type { FormProps } from "#generated/types.ts";
import { fieldLabel, valueText } from "#common/forms/form-labels.ts";
import type { RenderedMail } from "../../platform/mail/render-mail.ts";
import { escapeHtml } from "#common/escape-html.ts";
import type { QueuedMail } from "../../platform/mail/outbox.ts";
import { translate } from "../../platform/i18n.ts";

/** What a submission's mail says: the form, its page, each field's label and value, the files. */
export type SubmissionMailInput = {
  language: string;
  title: string;
  path: string;
  rows: { label: string; value: string }[];
  files: { name: string; mime: string; size: number }[];
};

const sizeText = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The mail to the site's SendEmailTo about a submission: plain text, and HTML in which every
 * value the visitor typed is escaped (a value is text, never markup).
 */
export function renderSubmissionMail(input: SubmissionMailInput): RenderedMail {
  const t = (key: string, vars: Record<string, string> = {}) =>
    translate(input.language, `api.${key}`, vars);
  const vars = { title: input.title, path: input.path };
  const fileLines = input.files.map(
    (file) => `${file.name} (${file.mime}, ${sizeText(file.size)})`,
  );
  const text = [
    t("formMailIntro", vars),
    "",
    ...input.rows.map((row) => `${row.label}: ${row.value}`),
    ...(fileLines.length > 0 ? ["", `${t("formMailFiles")}:`, ...fileLines] : []),
    "",
    t("formMailReplyHint"),
  ].join("\n");
  const cell = "padding:4px 12px 4px 0;vertical-align:top;text-align:left";
  const html = [
    `<p>${escapeHtml(t("formMailIntro", vars))}</p>`,
    `<table>${input.rows
      .map(
        (row) =>
          `<tr><th style="${cell}">${escapeHtml(row.label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(row.value)}</td></tr>`,
      )
      .join("")}</table>`,
    fileLines.length > 0
      ? `<p>${escapeHtml(t("formMailFiles"))}:</p><ul>${fileLines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`
      : "",
    `<p>${escapeHtml(t("formMailReplyHint"))}</p>`,
  ].join("\n");
  return { subject: t("formMailSubject", { title: input.title }), text, html };
}

/**
 * The mail to the site's SendEmailTo about a stored submission, each value under its field's
 * label in the published form; a form no longer published (a submission confirmed later) shows
 * the field names (a file field's value: its files' names).
 */
export function submissionNotice(input: {
  to: string;
  language: string;
  form: Pick<FormProps, "fields" | "labels"> | undefined;
  title: string;
  path: string;
  data: Record<string, unknown>;
  files: SubmissionMailInput["files"];
}): QueuedMail {
  const { form, data } = input;
  const rows = form
    ? form.fields
        .filter((field) => field.type !== "file")
        .map((field) => ({
          label: fieldLabel(form, field.name),
          value: valueText(data[field.name]),
        }))
    : Object.entries(data).map(([name, value]) => ({ label: name, value: valueText(value) }));
  return {
    to: input.to,
    template: "formSubmission",
    language: input.language,
    ...renderSubmissionMail({ ...input, rows }),
  };
}
