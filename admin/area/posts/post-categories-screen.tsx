import { Form, Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { PostTerm } from "#generated/types.ts";
import { ColumnHeads } from "../column-heads.tsx";
import { screenPaths } from "../screens.ts";
import { FormActions } from "../form-actions.tsx";
import { SubmitButton } from "../submit-button.tsx";
import type { PostCategoriesData } from "./post-categories.server.ts";
import { postTexts as textsOf, type PostTexts } from "./post-texts.ts";

/**
 * /admin/post-categories (issue 22): the form that adds or edits a post category or tag of the
 * content language, and the list of them. Server-rendered forms: it works without JavaScript.
 */
export function PostCategoriesScreen({
  data,
  code2,
  uiCode2,
}: {
  data: PostCategoriesData;
  code2: string;
  uiCode2: "hr" | "en" | "de";
}) {
  const own = textsOf(uiCode2);
  const hrefOf = (more: Record<string, string>) =>
    `${screenPaths.postCategories}?${new URLSearchParams({ language: code2, ...more }).toString()}`;
  const titleOf = (id: number | null) => data.terms.find((term) => term.id === id)?.title ?? "";
  return (
    <section className="admin-screen">
      <h1>{own.postCategories}</h1>
      <p className="admin-screen__intro">{own.intro}</p>
      <PostTermForm
        key={data.editing?.id ?? "new"}
        own={own}
        editing={data.editing}
        categories={data.terms.filter(
          (term) => term.type === "postCategory" && term.id !== data.editing?.id,
        )}
        cancelHref={hrefOf({})}
      />
      <h2>{interpolate(own.list, { total: data.terms.length })}</h2>
      {data.terms.length === 0 ? (
        <p className="admin-empty">{own.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-table--stack">
            <ColumnHeads columns={[own.title, own.type, own.slug, own.parent, ""]} />
            <tbody>
              {data.terms.map((term) => (
                <tr key={term.id}>
                  <th scope="row">
                    <Link to={hrefOf({ edit: String(term.id) })}>{term.title}</Link>
                  </th>
                  <td data-label={own.type}>{own.typeNames[term.type]}</td>
                  <td data-label={own.slug}>{term.slug}</td>
                  <td data-label={own.parent}>{titleOf(term.parentId)}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="type" value={term.type} />
                      <input type="hidden" name="slugMain" value={term.slugMain} />
                      <input type="hidden" name="title" value={term.title} />
                      <SubmitButton
                        intent="deletePostTerm"
                        label={own.delete}
                        danger
                        ariaLabel={interpolate(own.deleteConfirm, { title: term.title })}
                      />
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Adds a category or tag, or edits the one chosen in the list. */
function PostTermForm({
  own,
  editing,
  categories,
  cancelHref,
}: {
  own: PostTexts;
  editing: PostTerm | null;
  categories: PostTerm[];
  cancelHref: string;
}) {
  const parentSlug = categories.find((term) => term.id === editing?.parentId)?.slug ?? "";
  return (
    <Form method="post" className="admin-form" aria-labelledby="post-term-form-title">
      <h2 id="post-term-form-title">
        {editing ? interpolate(own.editTitle, { title: editing.title }) : own.createTitle}
      </h2>
      <label>
        {own.type}
        <select name="type" defaultValue={editing?.type ?? "postCategory"}>
          <option value="postCategory">{own.typeNames.postCategory}</option>
          <option value="postTag">{own.typeNames.postTag}</option>
        </select>
      </label>
      <label>
        {own.title}
        <input name="title" required maxLength={200} defaultValue={editing?.title ?? ""} />
      </label>
      <label>
        {own.slug}
        <input name="slug" required maxLength={120} defaultValue={editing?.slug ?? ""} />
      </label>
      <label>
        {own.slugMain}
        <input name="slugMain" maxLength={120} defaultValue={editing?.slugMain ?? ""} />
      </label>
      <label>
        {own.parent}
        <select name="parentSlug" defaultValue={parentSlug}>
          <option value="">{own.noParent}</option>
          {categories.map((term) => (
            <option key={term.id} value={term.slug}>
              {term.title}
            </option>
          ))}
        </select>
      </label>
      <FormActions
        intent="savePostTerm"
        label={editing ? own.save : own.create}
        cancel={editing ? { href: cancelHref, label: own.cancel } : undefined}
      />
    </Form>
  );
}
