import { and, eq } from "drizzle-orm";
import type { AcceptedResult, Comment, CommentUpdateRequest, User } from "#generated/types.ts";
import { comments } from "../../../db/schema-comments.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { readCommentOptions } from "./comment-options.ts";
import { commentById, type Scope, toComment } from "./comment-rows.ts";
import { checkContent } from "./comment-rules.ts";

const editNotAllowed = () => new AppError(403, "api.commentEditNotAllowed");

/**
 * The author edits their comment (UserCanEditComment, else commentEditNotAllowed; another's
 * comment is not theirs to edit either). The content rules of a new comment apply; under
 * RequireAdminPublishing the edited text waits for approval again.
 */
export async function updateComment(
  services: Services,
  scope: Scope,
  input: { id: number; body: CommentUpdateRequest; user: User },
): Promise<Comment> {
  const stored = await commentById(services.db, scope.siteId, input.id);
  const options = await readCommentOptions(services, scope.siteId);
  if (stored.userId !== input.user.id || !options.UserCanEditComment) throw editNotAllowed();
  const rating = input.body.rating !== undefined ? input.body.rating : stored.rating;
  const text = checkContent(options, {
    body: input.body.body ?? stored.body,
    rating,
    languageCode: scope.languageCode,
  });
  const status = options.RequireAdminPublishing ? ("pending" as const) : ("published" as const);
  await services.db
    .update(comments)
    .set({ body: text, rating, status, updatedAt: new Date() })
    .where(and(eq(comments.id, stored.id), eq(comments.siteId, scope.siteId)));
  if (stored.status === "published" || status === "published")
    await invalidateContent(services.changes, { siteId: scope.siteId, kinds: [] });
  return toComment(await commentById(services.db, scope.siteId, stored.id), input.user.id);
}

/** Deletes a comment: the author their own (always allowed), the back office any (no user). */
export async function deleteComment(
  services: Services,
  scope: Scope,
  input: { id: number; user: User | null },
): Promise<AcceptedResult> {
  const stored = await commentById(services.db, scope.siteId, input.id);
  if (input.user && stored.userId !== input.user.id) throw editNotAllowed();
  await services.db
    .delete(comments)
    .where(and(eq(comments.id, stored.id), eq(comments.siteId, scope.siteId)));
  if (stored.status === "published")
    await invalidateContent(services.changes, { siteId: scope.siteId, kinds: [] });
  return { accepted: true };
}
