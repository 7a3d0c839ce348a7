import { Form, Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { ConsentAssignmentRecord, ConsentRecord, LocalisedText } from "#generated/types.ts";
import { ColumnHeads } from "../column-heads.tsx";
import { screenPaths } from "../screens.ts";
import { SubmitButton } from "../submit-button.tsx";
import type { AdminTexts } from "../texts.ts";
import { type ConsentsData, extraRows, formName } from "./consent-rows.ts";
import { SubjectExport } from "./subject-export.tsx";

const textIn = (text: LocalisedText, code2: string) =>
  text[{ hr: "hrv", en: "eng", de: "deu" }[code2] ?? "hrv"] || text.hrv || "";

/**
 * /admin/consent (issue 21, decision 047; spec 2, 9): the forms' consents (50 forms a page), every
 * consent with its current text and version, a form to add one, and the consent log's check;
 * /admin/consent/{slug}: one form's consents.
 */
export function ConsentsScreen({
  texts,
  data,
  code2,
}: {
  texts: AdminTexts;
  data: ConsentsData;
  code2: string;
}) {
  const { list, log, form } = data;
  if (form) return <FormConsents texts={texts} data={data} form={form} code2={code2} />;
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  const link = (path: string, query: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ language: code2, ...query }).toString()}`;
  return (
    <section className="admin-screen admin-consents">
      <h1>{texts.consents}</h1>
      <p className="admin-screen__intro">{texts.consentsIntro}</p>
      <p
        className={`admin-notice${log.firstBroken === null ? "" : " admin-notice--error"}`}
        role="status"
      >
        {log.firstBroken === null
          ? interpolate(texts.consentLogOk, { count: log.entries })
          : interpolate(texts.consentLogBroken, { count: log.entries, id: log.firstBroken })}
      </p>

      <div className="admin-toolbar">
        <h2>{texts.consentForms}</h2>
        <form
          className="admin-search"
          method="get"
          action={screenPaths.consents}
          onSubmit={(event) => {
            // /admin/consent/{slug}: the slug goes into the path, not the query
            event.preventDefault();
            const slug = new FormData(event.currentTarget).get("form");
            if (typeof slug === "string" && slug.trim())
              window.location.assign(link(`${screenPaths.consents}/${slug.trim()}`));
          }}
        >
          <label>
            {texts.consentFormSlug}
            <input name="form" required pattern="[a-z][A-Za-z0-9\-]*" maxLength={100} />
          </label>
          <button type="submit" className="admin-button admin-button--quiet">
            {texts.consentOpenForm}
          </button>
        </form>
      </div>
      {list.assignments.length === 0 ? (
        <p className="admin-empty">{texts.noConsentForms}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <ColumnHeads columns={[texts.consentForm, texts.consentFormConsents]} />
            <tbody>
              {list.assignments.map((assignment) => (
                <tr key={assignment.assigned_to}>
                  <th scope="row">
                    <Link to={link(`${screenPaths.consents}/${assignment.assigned_to}`)}>
                      {formName(texts, assignment.assigned_to)}
                    </Link>
                    <span className="admin-consents__slug">{assignment.assigned_to}</span>
                  </th>
                  <td>
                    {assignment.consents
                      .map(
                        (consent) =>
                          `${consent.key}: ${consent.uniqueNumber} v${consent.version}${consent.isRequired ? " *" : ""}`,
                      )
                      .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="admin-tabs" aria-label={texts.consentPages}>
          {Array.from({ length: pages }, (_, index) => (
            <Link
              key={index}
              to={link(screenPaths.consents, { page: String(index + 1) })}
              aria-current={index + 1 === list.page ? "page" : undefined}
            >
              {index + 1}
            </Link>
          ))}
        </nav>
      )}

      <h2>{texts.consentList}</h2>
      {list.consents.length === 0 ? (
        <p className="admin-empty">{texts.noConsentList}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <ColumnHeads
              columns={[
                texts.consentNumber,
                texts.consentText,
                texts.consentVersion,
                texts.consentState,
              ]}
            />
            <tbody>
              {list.consents.map((consent) => (
                <tr key={consent.id}>
                  <th scope="row">{consent.uniqueNumber}</th>
                  <td>
                    {textIn(consent.displayName, code2)}
                    <ConsentTextForm texts={texts} consent={consent} />
                  </td>
                  <td>{consent.version}</td>
                  <td className="admin-consents__state">
                    {consent.isArchived ? (
                      <span className="admin-badge admin-badge--archived">
                        {texts.consentArchived}
                      </span>
                    ) : (
                      texts.consentActive
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <SubjectExport texts={texts} subject={data.subject} code2={code2} />

      <h2 id="consent-add">{texts.consentAdd}</h2>
      <Form
        key={list.consents.length}
        method="post"
        className="admin-entry-form"
        aria-labelledby="consent-add"
      >
        <label>
          {texts.consentNumber}
          <input
            name="uniqueNumber"
            required
            maxLength={50}
            pattern="[A-Za-z0-9][A-Za-z0-9_.\-]*"
          />
        </label>
        <TextFields texts={texts} />
        <p>
          <SubmitButton intent="saveConsent" label={texts.consentAdd} />
        </p>
      </Form>
    </section>
  );
}

/** A consent's text per language (Croatian required). */
function TextFields({ texts, text }: { texts: AdminTexts; text?: LocalisedText }) {
  return (
    <>
      <label>
        {texts.consentTextHrv}
        <textarea name="hrv" required maxLength={2000} rows={3} defaultValue={text?.hrv} />
      </label>
      <label>
        {texts.consentTextEng}
        <textarea name="eng" maxLength={2000} rows={3} defaultValue={text?.eng} />
      </label>
      <label>
        {texts.consentTextDeu}
        <textarea name="deu" maxLength={2000} rows={3} defaultValue={text?.deu} />
      </label>
    </>
  );
}

/** Edits a consent's text (a changed text is the next version) and whether it is archived. */
function ConsentTextForm({ texts, consent }: { texts: AdminTexts; consent: ConsentRecord }) {
  return (
    <details className="admin-consent-edit">
      <summary>{interpolate(texts.consentEditOf, { number: consent.uniqueNumber })}</summary>
      <Form method="post" className="admin-entry-form">
        <input type="hidden" name="id" value={consent.id} />
        <input type="hidden" name="version" value={consent.version} />
        <input type="hidden" name="wasArchived" value={String(consent.isArchived)} />
        <p>
          {interpolate(texts.consentNewVersion, {
            version: consent.version + 1,
            current: consent.version,
          })}
        </p>
        <TextFields texts={texts} text={consent.displayName} />
        <div className="checkboxes">
          <label>
            <input type="checkbox" name="isArchived" defaultChecked={consent.isArchived} />
            {texts.consentArchived}
          </label>
        </div>
        <p>
          <SubmitButton intent="saveConsent" label={texts.consentSaveText} />
        </p>
      </Form>
    </details>
  );
}

/** /admin/consent/{slug}: the consents a form asks for, as rows, and their texts. */
function FormConsents({
  texts,
  data,
  form,
  code2,
}: {
  texts: AdminTexts;
  data: ConsentsData;
  form: ConsentAssignmentRecord;
  code2: string;
}) {
  const offered = data.list.consents.filter((consent) => !consent.isArchived);
  const rows = [...form.consents, ...Array.from({ length: extraRows }, () => null)];
  const assigned = data.list.consents.filter((consent) =>
    form.consents.some((each) => each.consentId === consent.id),
  );
  return (
    <section className="admin-screen admin-consents">
      <p>
        <Link to={`${screenPaths.consents}?language=${code2}`}>{texts.consentBack}</Link>
      </p>
      <h1>{interpolate(texts.consentFormTitle, { form: formName(texts, form.assigned_to) })}</h1>
      <p className="admin-screen__intro">{texts.consentFormIntro}</p>
      <Form method="post" className="admin-entry-form">
        {rows.map((row, index) => (
          <fieldset key={row?.key ?? `new-${index}`} className="admin-consent-row">
            <legend>{interpolate(texts.consentRow, { n: index + 1 })}</legend>
            <label>
              {texts.consentPick}
              <select name={`consent-${index}`} defaultValue={row?.consentId ?? ""}>
                <option value="">{texts.consentNone}</option>
                {offered.map((consent) => (
                  <option key={consent.id} value={consent.id}>
                    {`${consent.uniqueNumber} (v${consent.version}): ${textIn(consent.displayName, code2).slice(0, 80)}`}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {texts.consentKey}
              <input
                name={`key-${index}`}
                defaultValue={row?.key}
                maxLength={100}
                pattern="[a-z][A-Za-z0-9\-]*"
              />
            </label>
            <label>
              {texts.consentOrder}
              <input
                name={`order-${index}`}
                type="number"
                min={1}
                max={99}
                defaultValue={index + 1}
                inputMode="numeric"
              />
            </label>
            <div className="checkboxes">
              <label>
                <input
                  type="checkbox"
                  name={`required-${index}`}
                  defaultChecked={row?.isRequired ?? false}
                />
                {texts.consentRequired}
              </label>
            </div>
          </fieldset>
        ))}
        <p>
          <SubmitButton intent="saveAssignment" label={texts.consentSaveForm} />
        </p>
      </Form>
      {assigned.length > 0 && (
        <>
          <h2>{texts.consentEdit}</h2>
          <ul className="admin-entries">
            {assigned.map((consent) => (
              <li key={consent.id}>
                <span>
                  {consent.uniqueNumber} · v{consent.version}
                </span>
                <ConsentTextForm texts={texts} consent={consent} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
