import { createHash } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import type { Comment, CommentCreateRequest, CommentOptions, User } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { comments } from "../../../db/schema-comments.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { limitAttempts } from "../../auth/login-limiter.ts";
import { readCommentOptions } from "./comment-options.ts";
import { commentById, ofTarget, requireTarget, type Scope, toComment } from "./comment-rows.ts";
import { checkContent, fieldError } from "./comment-rules.ts";

// A person writes a few comments an hour; a client writing more is a script (decision 032).
const perAddress = { limit: 60, windowMs: 15 * 60_000 };
const perUser = { limit: 20, windowMs: 15 * 60_000 };

export type Author = { user: User | undefined; address: string };

/**
 * Who may write on the target (decision 052): on a post CanCommentOnBlog (RegisteredUsers: a
 * visitor gets loggedUsersOnly; Nobody: commentsClosed); a product's reviews are open to
 * visitors too, who give their name.
 */
function checkAuthor(
  options: CommentOptions,
  input: CommentCreateRequest,
  scope: Scope,
  author: Author,
) {
  if (input.targetType === "post" && options.CanCommentOnBlog === "Nobody")
    throw new AppError(403, "api.commentsClosed");
  if (author.user) return;
  if (input.targetType === "post" && options.CanCommentOnBlog === "RegisteredUsers")
    throw new AppError(401, "api.loggedUsersOnly");
  if (!input.authorName?.trim())
    throw fieldError(scope.languageCode, "/body/authorName", "validation.required");
}

/** An anonymous author's address, kept only as a hash tied to the site. */
const addressHashOf = (siteId: string, address: string) =>
  createHash("sha256").update(`${siteId}:${address}`).digest("hex");

/**
 * One comment per author and target where the options ask for it: a registered user under
 * OneUserOneComment (oneUserOneComment); a visitor's address on a post under OneUserOneComment,
 * and on a product unless AnonymousCanMultipleReview (alreadyPostedComment). Runs in the
 * transaction that inserts, after a lock on the author and target, so two at once cannot both pass.
 */
async function checkOnce(
  tx: Db,
  input: {
    options: CommentOptions;
    target: CommentCreateRequest;
    userId?: number;
    addressHash?: string;
  },
) {
  const { options, target } = input;
  const isOnce = input.userId
    ? options.OneUserOneComment
    : target.targetType === "post"
      ? options.OneUserOneComment
      : !options.AnonymousCanMultipleReview;
  if (!isOnce) return;
  const who = input.userId ? `u${input.userId}` : `a${input.addressHash}`;
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`comments:${target.targetType}:${target.targetId}:${who}`}))`,
  );
  const [found] = await tx
    .select({ total: count() })
    .from(comments)
    .where(
      and(
        ofTarget(target),
        input.userId
          ? eq(comments.userId, input.userId)
          : eq(comments.addressHash, input.addressHash ?? ""),
      ),
    );
  if (Number(found?.total ?? 0) > 0)
    throw new AppError(409, input.userId ? "api.oneUserOneComment" : "api.alreadyPostedComment");
}

/**
 * Comments on a post or reviews a product (issue 22) under the site's options; with
 * RequireAdminPublishing the comment waits for approval. A published one renews the site's
 * cached pages (the list and a product's aggregate rating are in them).
 */
export async function createComment(
  services: Services,
  scope: Scope,
  input: { body: CommentCreateRequest; author: Author },
): Promise<Comment> {
  const { body, author } = input;
  const target = await requireTarget(services.db, scope, body);
  const options = await readCommentOptions(services, scope.siteId);
  checkAuthor(options, body, scope, author);
  await limitAttempts(services.db, [
    { key: `comments:address:${author.address}`, ...perAddress },
    ...(author.user ? [{ key: `comments:user:${author.user.id}`, ...perUser }] : []),
  ]);
  const text = checkContent(options, {
    body: body.body ?? "",
    rating: body.rating ?? null,
    languageCode: scope.languageCode,
  });
  const addressHash = author.user ? undefined : addressHashOf(scope.siteId, author.address);
  const status = options.RequireAdminPublishing ? ("pending" as const) : ("published" as const);
  const id = await services.db.transaction(async (tx) => {
    await checkOnce(tx, { options, target: body, userId: author.user?.id, addressHash });
    const [row] = await tx
      .insert(comments)
      .values({
        siteId: scope.siteId,
        postId: body.targetType === "post" ? body.targetId : null,
        productId: body.targetType === "product" ? body.targetId : null,
        userId: author.user?.id ?? null,
        authorName: author.user ? null : (body.authorName ?? "").trim(),
        addressHash: addressHash ?? null,
        body: text,
        rating: body.rating ?? null,
        status,
        languageCode: target.languageCode,
      })
      .returning({ id: comments.id });
    return row!.id;
  });
  if (status === "published")
    await invalidateContent(services.changes, { siteId: scope.siteId, kinds: [] });
  return toComment(await commentById(services.db, scope.siteId, id), author.user?.id);
}
