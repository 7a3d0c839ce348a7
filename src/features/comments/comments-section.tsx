import { Form, useLocation, useNavigation } from "react-router";
import { screenPath } from "#common/route-paths.ts";
import { type LanguageCode, languages } from "#src/lib/languages.ts";
import { useTranslation } from "#src/lib/use-translation.ts";
import { type CommentNotice, commentsActionPath, isSuccess, noticeParam } from "./comment-paths.ts";
import type { CommentsData } from "./comments.server.ts";
import { CommentItems } from "./comment-items.tsx";
import { formatRating, StarInput, Stars } from "./stars.tsx";

type Props = { data: CommentsData; language: LanguageCode };

/** The page to come back to after a form: this one, without an old notice. */
function useBack(): string {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  query.delete(noticeParam);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** A sent form's outcome: a status for a success, an alert with the API's message for a refusal. */
function Notice({ notice, best }: { notice: CommentNotice; best: number }) {
  const { t } = useTranslation("comments");
  const { t: api } = useTranslation("api");
  if (isSuccess(notice))
    return (
      <p className="comments__notice" role="status">
        {t(notice as "sent")}
      </p>
    );
  const message =
    notice === "ratingOutOfRange"
      ? api("ratingOutOfRange", { stars: best })
      : api(notice as "loggedUsersOnly");
  return (
    <p className="comments__notice comments__notice--error" role="alert">
      {message}
    </p>
  );
}

/**
 * The comments under a post or the reviews of a product (issue 22, decision 052): the average
 * rating, the published comments newest first with a pager, the reader's own that wait for
 * approval, and the form for who may write (a signed-in user; a visitor where the options allow,
 * else a link to log in). Everything works without JavaScript: forms post and come back here.
 */
export function CommentsSection({ data, language }: Props) {
  const { t } = useTranslation("comments");
  const navigation = useNavigation();
  const back = useBack();
  const { list, options, target } = data;
  const isProduct = target.targetType === "product";
  const isClosed = !isProduct && options.CanCommentOnBlog === "Nobody";
  const isVisitorAllowed = isProduct || options.CanCommentOnBlog === "Everyone";
  // OneUserOneComment: a reader who has commented edits that comment instead of writing another
  const hasCommented =
    data.isSignedIn &&
    options.OneUserOneComment &&
    (list.mine.length > 0 || list.records.some((comment) => comment.isMine));
  const canWrite = !isClosed && !hasCommented && (data.isSignedIn || isVisitorAllowed);
  const isSending = navigation.state !== "idle" && navigation.formAction === commentsActionPath;
  const best = list.aggregate.bestRating;
  const itemProps = { best, language, canEdit: options.UserCanEditComment, back };
  const { pathname, search } = useLocation();
  const pageHref = (page: number) => {
    const query = new URLSearchParams(search);
    query.delete(noticeParam);
    query.set("commentsPage", String(page));
    return `${pathname}?${query.toString()}#comments`;
  };
  const login = `${screenPath("login", languages[language].code2)}?${new URLSearchParams({ redirectTo: `${back}#comments` }).toString()}`;
  return (
    <section className="comments" id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title" className="comments__title">
        {isProduct ? t("reviewsTitle") : t("commentsTitle")}
      </h2>
      {list.aggregate.averageRating !== null && (
        <p className="comments__summary">
          <Stars value={list.aggregate.averageRating} best={best} />
          <span>
            {t("average", {
              average: formatRating(list.aggregate.averageRating, languages[language].code2),
              best,
            })}
            {" · "}
            {t("ratingsCount", { count: list.aggregate.ratingCount })}
          </span>
        </p>
      )}
      {data.notice && <Notice notice={data.notice} best={best} />}
      {list.mine.length > 0 && (
        <div className="comments__mine">
          <h3 className="comments__subtitle">{t("yourWaiting")}</h3>
          <CommentItems comments={list.mine} {...itemProps} />
        </div>
      )}
      {list.records.length === 0 ? (
        <p className="comments__empty">{isProduct ? t("emptyReviews") : t("emptyComments")}</p>
      ) : (
        <CommentItems comments={list.records} {...itemProps} />
      )}
      {list.totalPages > 1 && (
        <nav
          className="comments__pager"
          aria-label={t("pageOf", { page: list.page, pages: list.totalPages })}
        >
          {list.page > 1 && (
            <a className="button button--ghost button--small" href={pageHref(list.page - 1)}>
              {t("newer")}
            </a>
          )}
          <span>{t("pageOf", { page: list.page, pages: list.totalPages })}</span>
          {list.page < list.totalPages && (
            <a className="button button--ghost button--small" href={pageHref(list.page + 1)}>
              {t("older")}
            </a>
          )}
        </nav>
      )}
      {isClosed && <p className="comments__hint">{t("closed")}</p>}
      {hasCommented && <p className="comments__hint">{t("alreadyCommented")}</p>}
      {canWrite && (
        <Form
          key={`${data.notice ?? ""}:${list.mine.length}:${list.totalRecords}`}
          method="post"
          action={commentsActionPath}
          className="comment-form comment-form--new"
          aria-labelledby="comment-form-title"
        >
          <h3 id="comment-form-title" className="comments__subtitle">
            {isProduct ? t("writeReview") : t("writeComment")}
          </h3>
          <input type="hidden" name="intent" value="create" />
          <input type="hidden" name="targetType" value={target.targetType} />
          <input type="hidden" name="targetId" value={target.targetId} />
          <input type="hidden" name="back" value={back} />
          {!data.isSignedIn && (
            <label className="comment-form__field">
              <span>{t("nameLabel")}</span>
              <input type="text" name="authorName" required maxLength={80} autoComplete="name" />
            </label>
          )}
          <StarInput
            best={best}
            name="rating"
            initial={null}
            isRequired={options.RequireRatingForComment}
          />
          <label className="comment-form__field">
            <span>{t("bodyLabel")}</span>
            <textarea
              name="body"
              rows={5}
              maxLength={5000}
              required={options.RequireCommentForRating}
              aria-describedby="comment-form-hint"
            />
          </label>
          <p id="comment-form-hint" className="comments__hint">
            {t("plainTextHint")}
            {options.RequireAdminPublishing ? ` ${t("moderationHint")}` : ""}
          </p>
          <button type="submit" className="button" disabled={isSending}>
            {isSending ? t("sending") : t("send")}
          </button>
        </Form>
      )}
      {!data.isSignedIn && !isClosed && (
        <p className="comments__login">
          <a className="button button--outlined" href={login}>
            {isProduct ? t("loginToReview") : t("loginToComment")}
          </a>
          {!canWrite && <span className="comments__hint">{t("loginHint")}</span>}
        </p>
      )}
    </section>
  );
}
