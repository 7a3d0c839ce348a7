import { interpolate } from "#common/validation-messages.ts";
import { ColumnHeads } from "../column-heads.tsx";
import { screenPaths } from "../screens.ts";
import type { AdminTexts } from "../texts.ts";
import type { ConsentsData } from "./consent-rows.ts";

const exportPath = `${screenPaths.consents}/subject/export`;

/**
 * A data subject's request (issue 21): an address, then everything the site holds about it as
 * one timeline, with the CSV and JSON downloads. Every value is the subject's text, shown as
 * text (React escapes it).
 */
export function SubjectExport({
  texts,
  subject,
  code2,
}: {
  texts: AdminTexts;
  subject: ConsentsData["subject"];
  code2: string;
}) {
  const download = (format: "csv" | "json") =>
    `${exportPath}?${new URLSearchParams({ email: subject?.email ?? "", format }).toString()}`;
  const found = subject?.found;
  return (
    <section className="admin-subject" aria-labelledby="consent-subject">
      <h2 id="consent-subject">{texts.subjectTitle}</h2>
      <p className="admin-screen__intro">{texts.subjectIntro}</p>
      <form className="admin-search" method="get" action={screenPaths.consents}>
        <input type="hidden" name="language" value={code2} />
        <label>
          {texts.subjectEmail}
          <input
            name="subject"
            type="email"
            required
            maxLength={254}
            defaultValue={subject?.email}
          />
        </label>
        <button type="submit" className="admin-button admin-button--quiet">
          {texts.subjectShow}
        </button>
      </form>
      {subject?.error && (
        <p className="admin-notice admin-notice--error" role="alert">
          {subject.error}
        </p>
      )}
      {found && (
        <>
          <p className="admin-notice" role="status">
            {interpolate(texts.subjectSummary, {
              email: found.email,
              count: found.timeline.length,
            })}{" "}
            <a href={download("csv")} download>
              {texts.subjectCsv}
            </a>{" "}
            <a href={download("json")} download>
              {texts.subjectJson}
            </a>
          </p>
          {found.timeline.length === 0 ? (
            <p className="admin-empty">{interpolate(texts.subjectEmpty, { email: found.email })}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <ColumnHeads columns={[texts.subjectWhen, texts.subjectKind, texts.subjectWhat]} />
                <tbody>
                  {found.timeline.map((event, index) => (
                    <tr key={index}>
                      <td>
                        {new Date(event.at).toLocaleString(`${code2}-HR`, {
                          timeZone: "Europe/Zagreb",
                        })}
                      </td>
                      <td>{texts.subjectKinds[event.kind]}</td>
                      <td className="admin-subject__summary">{event.summary}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
