import { Form } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { NewsletterSubscriber } from "#generated/types.ts";
import { AdminPages } from "../admin-pages.tsx";
import { ColumnHeads } from "../column-heads.tsx";
import { newsletterExportPath, screenPaths } from "../screens.ts";
import { formatMoment } from "../shop/order-format.ts";
import type { AdminTexts } from "../texts.ts";
import type { NewsletterData, SubscriberFilters } from "./newsletter.server.ts";

const statuses: readonly NewsletterSubscriber["status"][] = [
  "pending",
  "subscribed",
  "unsubscribed",
];

/**
 * /admin/newsletter (issue 21): the subscribers by e-mail and state, 20 a page, each row opening
 * its consent history (a details element: no JavaScript needed), and the CSV of what the
 * filters find.
 */
export function NewsletterScreen({
  texts,
  data,
  code2,
}: {
  texts: AdminTexts;
  data: NewsletterData;
  code2: string;
}) {
  const query = (more: Record<string, string>) =>
    new URLSearchParams({ language: code2, ...data.filters, ...more }).toString();
  const { list } = data;
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  return (
    <section className="admin-screen">
      <h1>{texts.newsletter}</h1>
      <p className="admin-screen__intro">{texts.newsletterIntro}</p>
      <div className="admin-toolbar">
        <Filters texts={texts} filters={data.filters} code2={code2} />
        <a
          className="admin-button admin-button--quiet"
          href={`${newsletterExportPath}?${query({})}`}
        >
          {texts.exportCsv}
        </a>
      </div>
      <p className="admin-newsletter__total">
        {interpolate(texts.newsletterTotal, { total: list.total })}
      </p>
      {list.records.length === 0 ? (
        <p className="admin-empty">{texts.newsletterEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-newsletter">
            <ColumnHeads
              columns={[
                texts.newsletterEmail,
                texts.newsletterStatus,
                texts.newsletterLanguage,
                texts.newsletterCreated,
                texts.newsletterConfirmed,
                texts.newsletterUnsubscribed,
              ]}
            />
            <tbody>
              {list.records.map((subscriber) => (
                <SubscriberRow
                  key={subscriber.id}
                  texts={texts}
                  code2={code2}
                  subscriber={subscriber}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPages
        texts={texts}
        page={list.page}
        pages={pages}
        hrefOf={(page) => `${screenPaths.newsletter}?${query({ page: String(page) })}`}
      />
    </section>
  );
}

/** One subscriber; its e-mail opens the consent history beneath it. */
function SubscriberRow({
  texts,
  code2,
  subscriber,
}: {
  texts: AdminTexts;
  code2: string;
  subscriber: NewsletterSubscriber;
}) {
  const moment = (value: string | null) => (value ? formatMoment(code2, value) : "—");
  return (
    <tr>
      <th scope="row">
        <details className="admin-newsletter__history">
          <summary aria-label={interpolate(texts.newsletterHistoryOf, { email: subscriber.email })}>
            {subscriber.email}
          </summary>
          {subscriber.history.length === 0 ? (
            <p>{texts.newsletterNoHistory}</p>
          ) : (
            <ol>
              {subscriber.history.map((entry) => (
                <li key={entry.id}>
                  <span
                    className={`admin-newsletter__entry admin-newsletter__entry--${entry.status}`}
                  >
                    {texts.newsletterEntryStatus[entry.status]}
                  </span>{" "}
                  {entry.uniqueNumber} (v{entry.version}) ·{" "}
                  {formatMoment(code2, entry.statusTimestamp)}
                </li>
              ))}
            </ol>
          )}
        </details>
      </th>
      <td>
        <span className={`admin-newsletter__state admin-newsletter__state--${subscriber.status}`}>
          {texts.newsletterStatusNames[subscriber.status]}
        </span>
      </td>
      <td>{subscriber.language}</td>
      <td>{moment(subscriber.createdAt)}</td>
      <td>{moment(subscriber.confirmedAt)}</td>
      <td>{moment(subscriber.unsubscribedAt)}</td>
    </tr>
  );
}

/** The list's filters: a GET form, so they live in the URL (and work without JavaScript). */
function Filters({
  texts,
  filters,
  code2,
}: {
  texts: AdminTexts;
  filters: SubscriberFilters;
  code2: string;
}) {
  return (
    <Form method="get" role="search" aria-label={texts.newsletterFilters} className="admin-search">
      <input type="hidden" name="language" value={code2} />
      <label>
        {texts.newsletterSearch}
        <input type="search" name="search" maxLength={254} defaultValue={filters.search ?? ""} />
      </label>
      <label>
        {texts.newsletterStatus}
        <select name="status" defaultValue={filters.status ?? ""}>
          <option value="">{texts.newsletterAllStatuses}</option>
          {statuses.map((status) => (
            <option key={status} value={status}>
              {texts.newsletterStatusNames[status]}
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
