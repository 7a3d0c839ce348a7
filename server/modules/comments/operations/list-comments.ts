import { and, avg, count, desc, eq, isNotNull } from "drizzle-orm";
import type { CommentAggregate, CommentFilterRequest, CommentList } from "#generated/types.ts";
import { comments } from "../../../db/schema-comments.ts";
import { users } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import { readCommentOptions } from "./comment-options.ts";
import {
  commentColumns,
  notPublished,
  ofTarget,
  requireTarget,
  type Scope,
  toComment,
  withStatus,
} from "./comment-rows.ts";

/** A target's published comments counted and their ratings averaged (schema.org AggregateRating). */
async function aggregateOf(
  services: Services,
  input: CommentFilterRequest,
  bestRating: number,
): Promise<CommentAggregate> {
  const published = and(ofTarget(input), withStatus("published"));
  const [all] = await services.db.select({ total: count() }).from(comments).where(published);
  const [rated] = await services.db
    .select({ total: count(), average: avg(comments.rating) })
    .from(comments)
    .where(and(published, isNotNull(comments.rating)));
  const ratingCount = Number(rated?.total ?? 0);
  return {
    commentCount: Number(all?.total ?? 0),
    ratingCount,
    // pg answers avg as a string; one decimal is what a page shows
    averageRating: ratingCount > 0 ? Math.round(Number(rated?.average) * 10) / 10 : null,
    bestRating,
  };
}

/**
 * A post's or product's published comments, newest first, 10 a page (spec 9), with the aggregate
 * of all of them; `mine` is the signed-in viewer's own that are not published (pending notice).
 */
export async function filterComments(
  services: Services,
  scope: Scope,
  input: CommentFilterRequest & { viewerId: number | undefined },
): Promise<CommentList> {
  await requireTarget(services.db, scope, input);
  const options = await readCommentOptions(services, scope.siteId);
  const page = input.page ?? 1;
  const limit = input.limit ?? 10;
  const published = and(ofTarget(input), withStatus("published"));
  const [rows, aggregate, mine] = await Promise.all([
    services.db
      .select(commentColumns)
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(published)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    aggregateOf(services, input, options.NumberOfStars),
    input.viewerId === undefined
      ? Promise.resolve([])
      : services.db
          .select(commentColumns)
          .from(comments)
          .leftJoin(users, eq(users.id, comments.userId))
          .where(and(ofTarget(input), eq(comments.userId, input.viewerId), notPublished()))
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(100),
  ]);
  const totalRecords = aggregate.commentCount;
  return {
    records: rows.map((row) => toComment(row, input.viewerId)),
    mine: mine.map((row) => toComment(row, input.viewerId)),
    aggregate,
    totalRecords,
    totalPages: Math.ceil(totalRecords / limit),
    page,
    limit,
  };
}
