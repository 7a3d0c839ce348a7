import { Form } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { FormSubmissionRecord } from "#generated/types.ts";
import { AdminPages } from "../admin-pages.tsx";
import { ColumnHeads } from "../column-heads.tsx";
import { formFilePath, formsExportPath, screenPaths } from "../screens.ts";
import { formatMoment } from "../shop/order-format.ts";
import type { AdminTexts } from "../texts.ts";
import type { FormsData, SubmissionFilters } from "./forms.server.ts";

/**
 * /admin/forms (issue 21): the forms' submissions, 20 a page, searchable, of one form or all;
 * every value is text (React escapes it: a sent `<script>` shows as those characters), files
 * are links to their download, and one form's submissions export as CSV.
 */
export function FormsScreen({
  texts,
  data,
  code2,
}: {
  texts: AdminTexts;
  data: FormsData;
  code2: string;
}) {
  const { list, filters } = data;
  const query = (more: Record<string, string>) =>
    new URLSearchParams({
      language: code2,
      ...(filters.formSlug ? { form: filters.formSlug } : {}),
      ...(filters.search ? { search: filters.search } : {}),
      ...more,
    }).toString();
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  return (
    <section className="admin-screen">
      <h1>{texts.forms}</h1>
      <p className="admin-screen__intro">{texts.formsIntro}</p>
      <div className="admin-toolbar">
        <Filters texts={texts} data={data} code2={code2} />
        {filters.formSlug ? (
          <a
            className="admin-button admin-button--quiet"
            href={`${formsExportPath}?${new URLSearchParams({ form: filters.formSlug }).toString()}`}
          >
            {texts.formsExport}
          </a>
        ) : (
          <p className="admin-screen__intro">{texts.formsChooseForExport}</p>
        )}
      </div>
      <p>{interpolate(texts.formsTotal, { total: list.total })}</p>
      {list.submissions.length === 0 ? (
        <p className="admin-empty">{texts.formsEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-forms">
            <ColumnHeads
              columns={[texts.formsSent, texts.formsForm, texts.formsValues, texts.formsFiles]}
            />
            <tbody>
              {list.submissions.map((submission) => (
                <SubmissionRow key={submission.id} code2={code2} submission={submission} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPages
        texts={texts}
        page={list.page}
        pages={pages}
        hrefOf={(page) => `${screenPaths.forms}?${query({ page: String(page) })}`}
      />
    </section>
  );
}

/** One submission: when, which form from which page, its values (as text), its files. */
function SubmissionRow({ code2, submission }: { code2: string; submission: FormSubmissionRecord }) {
  return (
    <tr>
      <td>{formatMoment(code2, submission.createdAt)}</td>
      <td>
        {submission.formTitle}
        <br />
        <small>{submission.path}</small>
      </td>
      <td>
        <dl className="admin-forms__values">
          {submission.fields
            .filter((field) => !submission.files.some((file) => file.field === field.name))
            .map((field) => (
              <div key={field.name}>
                <dt>{field.label}</dt>
                <dd>{field.value}</dd>
              </div>
            ))}
        </dl>
      </td>
      <td>
        <ul className="admin-forms__files">
          {submission.files.map((file) => (
            <li key={file.id}>
              <a href={`${formFilePath}/${file.id}`} download>
                {file.name}
              </a>{" "}
              <small>({Math.max(1, Math.round(file.size / 1024))} KB)</small>
            </li>
          ))}
        </ul>
      </td>
    </tr>
  );
}

/** The list's filters: a GET form, so they live in the URL (and work without JavaScript). */
function Filters({ texts, data, code2 }: { texts: AdminTexts; data: FormsData; code2: string }) {
  const filters: SubmissionFilters = data.filters;
  return (
    <Form method="get" role="search" aria-label={texts.formsFilters} className="admin-search">
      <input type="hidden" name="language" value={code2} />
      <label>
        {texts.formsSearch}
        <input type="search" name="search" maxLength={200} defaultValue={filters.search ?? ""} />
      </label>
      <label>
        {texts.formsForm}
        <select name="form" defaultValue={filters.formSlug ?? ""}>
          <option value="">{texts.formsAll}</option>
          {data.list.forms.map((form) => (
            <option key={form.formSlug} value={form.formSlug}>
              {form.formTitle} ({form.count})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="admin-button">
        {texts.search}
      </button>
    </Form>
  );
}
