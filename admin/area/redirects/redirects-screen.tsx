import { Form, Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { Redirect } from "#generated/types.ts";
import { AdminPages } from "../admin-pages.tsx";
import { ColumnHeads } from "../column-heads.tsx";
import { screenPaths } from "../screens.ts";
import { formatMoment } from "../shop/order-format.ts";
import { FormActions } from "../form-actions.tsx";
import { SubmitButton } from "../submit-button.tsx";
import type { AdminTexts } from "../texts.ts";
import { redirectTexts as textsOf, type RedirectTexts } from "./redirect-texts.ts";
import type { RedirectsData } from "./redirects.server.ts";

/**
 * /admin/redirects (issue 22): the form that adds or edits a redirect, the redirects, and the
 * missing URLs (404s) most asked for first, each with a button that starts a redirect for it.
 * Server-rendered forms and links: it works without JavaScript.
 */
export function RedirectsScreen({
  texts,
  data,
  code2,
  uiCode2,
}: {
  texts: AdminTexts;
  data: RedirectsData;
  code2: string;
  uiCode2: "hr" | "en" | "de";
}) {
  const own = textsOf(uiCode2);
  const hrefOf = (more: Record<string, string>) =>
    `${screenPaths.redirects}?${new URLSearchParams({
      language: code2,
      ...(data.search ? { search: data.search } : {}),
      ...more,
    }).toString()}`;
  const pagesOf = (list: { total: number; perPage: number }) =>
    Math.max(1, Math.ceil(list.total / list.perPage));
  return (
    <section className="admin-screen">
      <h1>{own.redirects}</h1>
      <p className="admin-screen__intro">{own.intro}</p>
      <Form method="get" role="search" aria-label={own.filters} className="admin-search">
        <input type="hidden" name="language" value={code2} />
        <label>
          {own.search}
          <input type="search" name="search" maxLength={512} defaultValue={data.search} />
        </label>
        <button type="submit" className="admin-button">
          {texts.search}
        </button>
      </Form>
      <RedirectForm
        key={data.editing?.id ?? `new:${data.from}`}
        own={own}
        editing={data.editing}
        from={data.from}
        cancelHref={hrefOf({})}
      />
      <h2>{interpolate(own.list, { total: data.redirects.total })}</h2>
      {data.redirects.records.length === 0 ? (
        <p className="admin-empty">{own.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--stack">
            <ColumnHeads columns={[own.from, own.to, own.status, ""]} />
            <tbody>
              {data.redirects.records.map((redirect) => (
                <tr key={redirect.id}>
                  <th scope="row">
                    <Link to={hrefOf({ edit: String(redirect.id) })}>{redirect.from}</Link>
                  </th>
                  <td data-label={own.to}>{redirect.to}</td>
                  <td data-label={own.status}>{own.statusNames[redirect.status]}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="id" value={redirect.id} />
                      <SubmitButton
                        intent="deleteRedirect"
                        label={own.delete}
                        danger
                        ariaLabel={interpolate(own.deleteConfirm, { from: redirect.from })}
                      />
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPages
        texts={texts}
        page={data.redirects.page}
        pages={pagesOf(data.redirects)}
        hrefOf={(page) => hrefOf({ page: String(page) })}
      />
      <h2>{interpolate(own.missing, { total: data.missing.total })}</h2>
      {data.missing.records.length === 0 ? (
        <p className="admin-empty">{own.missingEmpty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--stack">
            <ColumnHeads columns={[own.from, own.hits, own.lastSeen, ""]} />
            <tbody>
              {data.missing.records.map((missing) => (
                <tr key={missing.path}>
                  <th scope="row">{missing.path}</th>
                  <td data-label={own.hits}>{missing.hits}</td>
                  <td data-label={own.lastSeen}>{formatMoment(code2, missing.lastSeenAt)}</td>
                  <td>
                    {missing.redirectId === null ? (
                      <Link
                        className="admin-button"
                        to={`${hrefOf({ from: missing.path })}#redirect-form`}
                      >
                        {own.redirectThis}
                      </Link>
                    ) : (
                      <Link to={hrefOf({ edit: String(missing.redirectId) })}>{own.covered}</Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPages
        texts={texts}
        page={data.missing.page}
        pages={pagesOf(data.missing)}
        hrefOf={(page) => hrefOf({ missingPage: String(page) })}
      />
    </section>
  );
}

/** Adds a redirect, or edits the one chosen in the list. */
function RedirectForm({
  own,
  editing,
  from,
  cancelHref,
}: {
  own: RedirectTexts;
  editing: Redirect | null;
  from: string;
  cancelHref: string;
}) {
  return (
    <Form
      method="post"
      id="redirect-form"
      className="admin-form"
      aria-labelledby="redirect-form-title"
    >
      <h2 id="redirect-form-title">{editing ? own.edit : own.create}</h2>
      {editing && <input type="hidden" name="id" value={editing.id} />}
      <label>
        {own.from}
        <input name="from" required maxLength={512} defaultValue={editing?.from ?? from} />
      </label>
      <label>
        {own.to}
        <input name="to" required maxLength={2048} defaultValue={editing?.to ?? ""} />
      </label>
      <label>
        {own.status}
        <select name="status" defaultValue={String(editing?.status ?? 301)}>
          <option value="301">{own.statusNames["301"]}</option>
          <option value="302">{own.statusNames["302"]}</option>
        </select>
      </label>
      <FormActions
        intent="saveRedirect"
        label={editing ? own.save : own.create}
        cancel={editing ? { href: cancelHref, label: own.cancel } : undefined}
      />
    </Form>
  );
}
