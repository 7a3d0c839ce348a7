import { and, eq, ne, type SQL } from "drizzle-orm";
import type { Comment, CommentFilterRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { type CommentStatus, comments } from "../../../db/schema-comments.ts";
import { catalogProducts, catalogProductTranslations, terms, users } from "../../../db/schema.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import { visiblePosts } from "../../posts/operations/filter-posts.ts";

export type Target = Pick<CommentFilterRequest, "targetType" | "targetId">;
export type Scope = { siteId: string; languageCode: string };

/** The columns a comment is answered from: the row and its registered author's name. */
export const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  productId: comments.productId,
  userId: comments.userId,
  authorName: comments.authorName,
  body: comments.body,
  rating: comments.rating,
  status: comments.status,
  languageCode: comments.languageCode,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  authorDetails: users.details,
};

type Stored = typeof comments.$inferSelect;

export type CommentRow = Pick<
  Stored,
  | "id"
  | "postId"
  | "productId"
  | "userId"
  | "authorName"
  | "body"
  | "rating"
  | "status"
  | "languageCode"
  | "createdAt"
  | "updatedAt"
> & { authorDetails: (typeof users.$inferSelect)["details"] | null };

/** A registered author as the site shows them: first name and the initial of the last name. */
function shownName(details: CommentRow["authorDetails"]): string {
  if (!details) return "";
  const initial = details.lastName ? ` ${details.lastName.slice(0, 1)}.` : "";
  return `${details.firstName}${initial}`.trim();
}

/** A row as the API answers it; `viewerId` is the signed-in caller (isMine). */
export function toComment(
  row: CommentRow,
  viewerId: number | undefined,
  targetTitle?: string,
): Comment {
  const isRegistered = row.userId !== null;
  return {
    id: row.id,
    targetType: row.postId !== null ? "post" : "product",
    targetId: (row.postId ?? row.productId)!,
    ...(targetTitle !== undefined ? { targetTitle } : {}),
    authorName: isRegistered ? shownName(row.authorDetails) : (row.authorName ?? ""),
    isRegistered,
    isMine: isRegistered && row.userId === viewerId,
    body: row.body,
    rating: row.rating,
    status: row.status,
    language: row.languageCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The comments of a target (its column). */
export const ofTarget = (target: Target): SQL =>
  target.targetType === "post"
    ? eq(comments.postId, target.targetId)
    : eq(comments.productId, target.targetId);

export const withStatus = (status: CommentStatus): SQL => eq(comments.status, status);
export const notPublished = (): SQL => ne(comments.status, "published");

/**
 * The target's language and title when the site shows it: a post whose time has come (decision
 * 049) or a product that is not archived; 404 otherwise.
 */
export async function requireTarget(
  db: Db,
  scope: Scope,
  target: Target,
): Promise<{ languageCode: string; title: string }> {
  if (target.targetType === "post") {
    const [post] = await db
      .select({ languageCode: terms.languageCode, title: terms.title })
      .from(terms)
      .where(and(eq(terms.id, target.targetId), visiblePosts({ siteId: scope.siteId }, new Date())))
      .limit(1);
    if (!post) throw notFound();
    return post;
  }
  const [product] = await db
    .select({ id: catalogProducts.id, name: catalogProductTranslations.name })
    .from(catalogProducts)
    .leftJoin(
      catalogProductTranslations,
      and(
        eq(catalogProductTranslations.productId, catalogProducts.id),
        eq(catalogProductTranslations.languageCode, scope.languageCode),
      ),
    )
    .where(
      and(
        eq(catalogProducts.id, target.targetId),
        eq(catalogProducts.siteId, scope.siteId),
        eq(catalogProducts.isArchived, false),
      ),
    )
    .limit(1);
  if (!product) throw notFound();
  return { languageCode: scope.languageCode, title: product.name ?? "" };
}

/** A comment of the site by id with its author's name; 404 when there is none. */
export async function commentById(db: Db, siteId: string, id: number): Promise<CommentRow> {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(and(eq(comments.siteId, siteId), eq(comments.id, id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
