import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Comment, CommentAdminList, CommentStatusRequest } from "#generated/types.ts";
import { type CommentStatus, comments } from "../../../db/schema-comments.ts";
import { catalogProductTranslations, terms, users } from "../../../db/schema.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import type { Services } from "../../../platform/services.ts";
import { commentById, commentColumns, type Scope, toComment } from "./comment-rows.ts";

/** The titles of the comments' targets: posts by id, products in the scope's language. */
async function targetTitles(services: Services, scope: Scope, rows: Comment[]) {
  const postIds = rows.filter((row) => row.targetType === "post").map((row) => row.targetId);
  const productIds = rows.filter((row) => row.targetType === "product").map((row) => row.targetId);
  const [posts, products] = await Promise.all([
    postIds.length === 0
      ? []
      : services.db
          .select({ id: terms.id, title: terms.title })
          .from(terms)
          .where(inArray(terms.id, postIds)),
    productIds.length === 0
      ? []
      : services.db
          .select({
            id: catalogProductTranslations.productId,
            title: catalogProductTranslations.name,
          })
          .from(catalogProductTranslations)
          .where(
            and(
              inArray(catalogProductTranslations.productId, productIds),
              eq(catalogProductTranslations.languageCode, scope.languageCode),
            ),
          ),
  ]);
  const postTitles = new Map(posts.map((post) => [post.id, post.title]));
  const productTitles = new Map(products.map((product) => [product.id, product.title]));
  return (comment: Comment) =>
    (comment.targetType === "post" ? postTitles : productTitles).get(comment.targetId) ?? "";
}

/**
 * The site's comments for moderation (issue 22): of one status, or all with the pending ones
 * first, newest first within.
 */
export async function listCommentsForModeration(
  services: Services,
  scope: Scope,
  input: { status: CommentStatus | undefined; page: number; perPage: number },
): Promise<CommentAdminList> {
  const where = and(
    eq(comments.siteId, scope.siteId),
    input.status ? eq(comments.status, input.status) : undefined,
  );
  const [rows, [total], [pending]] = await Promise.all([
    services.db
      .select(commentColumns)
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(where)
      .orderBy(
        asc(sql`case when ${comments.status} = 'pending' then 0 else 1 end`),
        desc(comments.createdAt),
        desc(comments.id),
      )
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    services.db.select({ total: count() }).from(comments).where(where),
    services.db
      .select({ total: count() })
      .from(comments)
      .where(and(eq(comments.siteId, scope.siteId), eq(comments.status, "pending"))),
  ]);
  const records = rows.map((row) => toComment(row, undefined));
  const titleOf = await targetTitles(services, scope, records);
  const totalRecords = Number(total?.total ?? 0);
  return {
    records: records.map((record) => ({ ...record, targetTitle: titleOf(record) })),
    pendingCount: Number(pending?.total ?? 0),
    totalRecords,
    totalPages: Math.ceil(totalRecords / input.perPage),
    page: input.page,
    limit: input.perPage,
  };
}

/**
 * Approves (published), rejects or sends back to pending a comment; a change into or out of
 * published renews the site's cached pages, so visitors see it at once (decision 052).
 */
export async function moderateComment(
  services: Services,
  scope: Scope,
  input: { id: number; body: CommentStatusRequest },
): Promise<Comment> {
  const stored = await commentById(services.db, scope.siteId, input.id);
  const status = input.body.status;
  if (stored.status !== status) {
    await services.db
      .update(comments)
      .set({ status })
      .where(and(eq(comments.id, stored.id), eq(comments.siteId, scope.siteId)));
    if (stored.status === "published" || status === "published")
      await invalidateContent(services.changes, { siteId: scope.siteId, kinds: [] });
  }
  return toComment({ ...stored, status }, undefined);
}
