import { Form } from "react-router";
import type { Comment } from "#generated/types.ts";
import { type LanguageCode, languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { commentsActionPath } from "./comment-paths.ts";
import { StarInput, Stars } from "./stars.tsx";

function dateOf(comment: Comment, language: LanguageCode): string {
  return new Intl.DateTimeFormat(languages[language].code2, {
    dateStyle: "medium",
    timeZone: "Europe/Zagreb",
  }).format(new Date(comment.createdAt));
}

/** One comment: author, date, rating and its text (as text: HTML and scripts show literally). */
function CommentItem(props: {
  comment: Comment;
  best: number;
  language: LanguageCode;
  canEdit: boolean;
  back: string;
}) {
  const { comment } = props;
  const { t } = useTranslation("comments");
  return (
    <li className="comment" id={`comment-${comment.id}`}>
      <header className="comment__head">
        <strong className="comment__author">
          {comment.isMine ? `${comment.authorName} (${t("you")})` : comment.authorName}
        </strong>
        <time className="comment__date" dateTime={comment.createdAt}>
          {dateOf(comment, props.language)}
        </time>
        {comment.status !== "published" && (
          <span className={`comment__status comment__status--${comment.status}`}>
            {comment.status === "pending" ? t("statusPending") : t("statusRejected")}
          </span>
        )}
      </header>
      {comment.rating !== null && <Stars value={comment.rating} best={props.best} />}
      {comment.body && <p className="comment__body">{comment.body}</p>}
      {comment.isMine && <OwnActions {...props} />}
    </li>
  );
}

/** A list of comments (the published ones, or the reader's own that wait). */
export function CommentItems(props: {
  comments: Comment[];
  best: number;
  language: LanguageCode;
  canEdit: boolean;
  back: string;
}) {
  const { comments, ...rest } = props;
  return (
    <ul className="comments__list">
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} {...rest} />
      ))}
    </ul>
  );
}

/** Edit (when the site allows it) and delete of one's own comment, as plain forms. */
function OwnActions(props: { comment: Comment; best: number; canEdit: boolean; back: string }) {
  const { comment } = props;
  const { t } = useTranslation("comments");
  return (
    <div className="comment__actions">
      {props.canEdit && (
        <details className="comment__edit">
          <summary className="button button--ghost button--small">{t("edit")}</summary>
          <Form method="post" action={commentsActionPath} className="comment-form">
            <input type="hidden" name="intent" value="edit" />
            <input type="hidden" name="id" value={comment.id} />
            <input type="hidden" name="back" value={props.back} />
            <label className="comment-form__field">
              <span>{t("bodyLabel")}</span>
              <textarea name="body" rows={4} maxLength={5000} defaultValue={comment.body} />
            </label>
            <StarInput
              best={props.best}
              name="rating"
              initial={comment.rating}
              isRequired={false}
            />
            <button type="submit" className="button button--small">
              {t("save")}
            </button>
          </Form>
        </details>
      )}
      <Form method="post" action={commentsActionPath}>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={comment.id} />
        <input type="hidden" name="back" value={props.back} />
        <button type="submit" className="button button--ghost button--small">
          {t("delete")}
        </button>
      </Form>
    </div>
  );
}
