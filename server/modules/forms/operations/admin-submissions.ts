import { and, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from "drizzle-orm";
import type { FormSubmissionList, FormSubmissionRecord } from "#generated/types.ts";
import { fieldLabel, valueText } from "#common/forms/form-labels.ts";
import type { Db } from "../../../db/client.ts";
import { formSubmissionFiles, formSubmissions } from "../../../db/schema-forms.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { findPublishedForm, type PublishedForm } from "../find-form.ts";

type Row = typeof formSubmissions.$inferSelect;
type Scope = { siteId: string; language: string };

/** `%text%` for ILIKE with the text's own % _ \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The published form of each slug, for its labels (a form no longer published: none). */
async function formsOf(db: Db, scope: Scope, slugs: readonly string[]) {
  const forms = new Map<string, PublishedForm | undefined>();
  for (const formSlug of new Set(slugs))
    forms.set(formSlug, await findPublishedForm(db, { ...scope, formSlug }).catch(() => undefined));
  return forms;
}

/** The fields of a submission in its form's order, labelled; values the form lost come last. */
function fieldsOf(row: Row, form: PublishedForm | undefined): FormSubmissionRecord["fields"] {
  const names = form?.props.fields.map((field) => field.name) ?? [];
  const all = [...names, ...Object.keys(row.data).filter((name) => !names.includes(name))];
  return all
    .filter((name) => name in row.data)
    .map((name) => ({
      name,
      label: form ? fieldLabel(form.props, name) : name,
      value: valueText(row.data[name]),
    }));
}

/** A site's submissions the back office sees: not those still awaiting their sender's link. */
const receivedOn = (siteId: string): SQL =>
  sql`${formSubmissions.siteId} = ${siteId} and ${formSubmissions.status} = 'received'`;

/** A page of the site's submissions, newest first, searched in values and e-mail (issue 21). */
export async function listSubmissions(
  db: Db,
  scope: Scope,
  query: { formSlug?: string; search?: string; page: number; perPage: number },
): Promise<FormSubmissionList> {
  const conditions: SQL[] = [receivedOn(scope.siteId)];
  if (query.formSlug) conditions.push(eq(formSubmissions.formSlug, query.formSlug));
  const search = query.search?.trim();
  if (search) {
    const either = or(
      sql`${formSubmissions.data}::text ilike ${containing(search)}`,
      ilike(formSubmissions.email, containing(search)),
    );
    if (either) conditions.push(either);
  }
  const where = and(...conditions);
  const [total] = await db.select({ total: count() }).from(formSubmissions).where(where);
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(where)
    .orderBy(desc(formSubmissions.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const files = rows.length
    ? await db
        .select({
          id: formSubmissionFiles.id,
          submissionId: formSubmissionFiles.submissionId,
          field: formSubmissionFiles.field,
          name: formSubmissionFiles.name,
          mime: formSubmissionFiles.mime,
          size: formSubmissionFiles.size,
        })
        .from(formSubmissionFiles)
        .where(
          inArray(
            formSubmissionFiles.submissionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(formSubmissionFiles.id)
    : [];
  const summaries = await db
    .select({
      formSlug: formSubmissions.formSlug,
      formTitle: max(formSubmissions.formTitle),
      count: count(),
    })
    .from(formSubmissions)
    .where(receivedOn(scope.siteId))
    .groupBy(formSubmissions.formSlug)
    .orderBy(formSubmissions.formSlug)
    .limit(500);
  const forms = await formsOf(
    db,
    scope,
    rows.map((row) => row.formSlug),
  );
  return {
    forms: summaries.map((summary) => ({
      formSlug: summary.formSlug,
      formTitle: summary.formTitle ?? summary.formSlug,
      count: Number(summary.count),
    })),
    submissions: rows.map((row) => ({
      id: row.id,
      formSlug: row.formSlug,
      formTitle: row.formTitle,
      path: row.path,
      language: row.language,
      email: row.email,
      createdAt: row.createdAt.toISOString(),
      fields: fieldsOf(row, forms.get(row.formSlug)),
      files: files
        .filter((file) => file.submissionId === row.id)
        .map(({ submissionId: _id, ...file }) => file),
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    perPage: query.perPage,
  };
}

/** A CSV cell: quoted, quotes doubled, and a leading ' where a spreadsheet would see a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** One form's submissions as CSV, oldest first (issue 21), at most 50,000 rows. */
export async function exportSubmissions(db: Db, scope: Scope, formSlug: string): Promise<string> {
  const rows = await db
    .select()
    .from(formSubmissions)
    .where(and(receivedOn(scope.siteId), eq(formSubmissions.formSlug, formSlug)))
    .orderBy(formSubmissions.id)
    .limit(50_000);
  const form = (await formsOf(db, scope, [formSlug])).get(formSlug);
  const names = form?.props.fields.map((field) => field.name) ?? [];
  for (const row of rows)
    for (const name of Object.keys(row.data)) if (!names.includes(name)) names.push(name);
  const header = [
    "id",
    ...names.map((name) => (form ? fieldLabel(form.props, name) : name)),
    "createdAt",
    "path",
    "language",
  ];
  const lines = [
    header,
    ...rows.map((row) => [
      String(row.id),
      ...names.map((name) => valueText(row.data[name])),
      row.createdAt.toISOString(),
      row.path,
      row.language,
    ]),
  ];
  // a BOM so that spreadsheets read the Croatian letters as UTF-8
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** A submission's file, of this site only (404 otherwise). */
export async function submissionFile(db: Db, siteId: string, id: number) {
  const [file] = await db
    .select({
      name: formSubmissionFiles.name,
      mime: formSubmissionFiles.mime,
      bytes: formSubmissionFiles.bytes,
    })
    .from(formSubmissionFiles)
    .innerJoin(formSubmissions, eq(formSubmissions.id, formSubmissionFiles.submissionId))
    .where(and(eq(formSubmissionFiles.id, id), eq(formSubmissions.siteId, siteId)));
  if (!file) throw new AppError(404, "api.notFound");
  return file;
}
