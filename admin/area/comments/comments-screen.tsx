import { Form, Link } from "react-router";
import { interpolate } from "#common/validation-messages.ts";
import type { Comment } from "#generated/types.ts";
import { AdminPages } from "../admin-pages.tsx";
import { ColumnHeads } from "../column-heads.tsx";
import { screenPaths } from "../screens.ts";
import { formatMoment } from "../shop/order-format.ts";
import { SubmitButton } from "../submit-button.tsx";
import type { AdminTexts } from "../texts.ts";
import { commentTexts as textsOf, type CommentTexts } from "./comment-texts.ts";
import type { CommentsScreenData } from "./comments.server.ts";
import "./comments.css";

type Code2 = "hr" | "en" | "de";

/**
 * /admin/comments (issue 22, decision 052): the site's comments and reviews, pending first, by
 * status, each with approve, reject and delete. The text is shown as text, as on the site.
 * Server-rendered forms and links: it works without JavaScript.
 */
export function CommentsScreen({
  texts,
  data,
  code2,
  uiCode2,
}: {
  texts: AdminTexts;
  data: CommentsScreenData;
  code2: string;
  uiCode2: Code2;
}) {
  const own = textsOf(uiCode2);
  const { comments } = data;
  const hrefOf = (more: Record<string, string>) =>
    `${screenPaths.comments}?${new URLSearchParams({
      language: code2,
      ...(data.status ? { status: data.status } : {}),
      ...more,
    }).toString()}`;
  return (
    <section className="admin-screen">
      <h1>{own.comments}</h1>
      <p className="admin-screen__intro">{own.intro}</p>
      <Form method="get" aria-label={own.filters} className="admin-search admin-comments__filter">
        <input type="hidden" name="language" value={code2} />
        <label>
          {own.status}
          <select name="status" defaultValue={data.status ?? ""}>
            <option value="">{own.all}</option>
            <option value="pending">{own.statusNames.pending}</option>
            <option value="published">{own.statusNames.published}</option>
            <option value="rejected">{own.statusNames.rejected}</option>
          </select>
        </label>
        <button type="submit" className="admin-button">
          {own.show}
        </button>
      </Form>
      <h2>{interpolate(own.list, { total: comments.totalRecords })}</h2>
      <p>
        <Link to={`${screenPaths.comments}?language=${code2}&status=pending`}>
          {interpolate(own.pending, { count: comments.pendingCount })}
        </Link>
      </p>
      {comments.records.length === 0 ? (
        <p className="admin-empty">{own.empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-comments">
            <ColumnHeads
              columns={[own.author, own.target, own.text, own.rating, own.status, own.date, ""]}
            />
            <tbody>
              {comments.records.map((comment) => (
                <CommentRow key={comment.id} comment={comment} own={own} code2={code2} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPages
        texts={texts}
        page={comments.page}
        pages={Math.max(1, comments.totalPages)}
        hrefOf={(page) => hrefOf({ page: String(page) })}
      />
    </section>
  );
}

function CommentRow({
  comment,
  own,
  code2,
}: {
  comment: Comment;
  own: CommentTexts;
  code2: string;
}) {
  const author = comment.authorName || own.anonymous;
  return (
    <tr data-comment-id={comment.id}>
      <th scope="row">
        {author}
        {!comment.isRegistered && <small className="admin-comments__note"> {own.anonymous}</small>}
      </th>
      <td>
        <small>{comment.targetType === "post" ? own.post : own.product}</small>{" "}
        {comment.targetTitle}
      </td>
      <td className="admin-comments__text">{comment.body}</td>
      <td>
        {comment.rating === null ? own.noRating : interpolate(own.stars, { stars: comment.rating })}
      </td>
      <td>
        <span className={`admin-comments__status admin-comments__status--${comment.status}`}>
          {own.statusNames[comment.status]}
        </span>
      </td>
      <td>{formatMoment(code2, comment.createdAt)}</td>
      <td>
        <Form method="post" className="admin-comments__actions">
          <input type="hidden" name="id" value={comment.id} />
          <input type="hidden" name="author" value={author} />
          {comment.status !== "published" && (
            <SubmitButton
              intent="approveComment"
              label={own.approve}
              ariaLabel={interpolate(own.approveLabel, { author })}
            />
          )}
          {comment.status !== "rejected" && (
            <SubmitButton
              intent="rejectComment"
              label={own.reject}
              ariaLabel={interpolate(own.rejectLabel, { author })}
            />
          )}
          <SubmitButton
            intent="deleteComment"
            label={own.delete}
            danger
            ariaLabel={interpolate(own.deleteLabel, { author })}
          />
        </Form>
      </td>
    </tr>
  );
}
