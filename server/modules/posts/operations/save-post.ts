import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Post, PostSaveRequest } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { terms } from "../../../db/schema.ts";
import { builderDocuments } from "../../../db/schema-builder.ts";
import { postTermLinks } from "../../../db/schema-posts.ts";
import { invalidateContent } from "../../../platform/cache-keys.ts";
import { AppError, notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { pageSearchColumns } from "../../cms/operations/search/page-search-text.ts";
import { validatePageDocument } from "../../cms/operations/validate-document.ts";
import { getPostBySlug } from "./get-post.ts";
import { blogTermWhere, defaultPostType } from "./post-rows.ts";

/** The kinds of term a blog URL segment names. */
const routedTypes = ["post", "postCategory"];

/** The caller's transaction (a transaction is a Db too). */
type Tx = Db;
type Scope = { siteId: string; languageCode: string };

/**
 * One URL segment of the blog names a category or a post (`/objave/{slug}`): a slug taken by
 * another post, or by any category, of the language answers 409.
 */
export async function assertBlogSlugFree(
  tx: Tx,
  scope: Scope & { slug: string; type: string; slugMain: string },
): Promise<void> {
  const [taken] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, scope.siteId),
        eq(terms.languageCode, scope.languageCode),
        eq(terms.slug, scope.slug),
        or(
          and(eq(terms.type, scope.type), ne(terms.slugMain, scope.slugMain)),
          // tags have no page of their own: only their own kind shares their slugs
          ...(scope.type === "postTag"
            ? []
            : [
                inArray(
                  terms.type,
                  routedTypes.filter((type) => type !== scope.type),
                ),
              ]),
        ),
      ),
    )
    .limit(1);
  if (taken) throw new AppError(409, "api.slugTaken");
}

/** The ids of the language's terms of one type with these slugs; an unknown one answers 400. */
async function termIds(
  tx: Tx,
  scope: Scope & { type: "postCategory" | "postTag"; slugs: readonly string[] },
): Promise<number[]> {
  if (scope.slugs.length === 0) return [];
  const rows = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, scope.siteId),
        eq(terms.languageCode, scope.languageCode),
        eq(terms.type, scope.type),
        inArray(terms.slug, [...scope.slugs]),
      ),
    );
  if (rows.length !== scope.slugs.length) throw new AppError(400, "api.unknownPostTerm");
  return rows.map((row) => row.id);
}

/** A post's row as savePost and the builder's publish write it (decision 053). */
export type PostRow = Omit<PostSaveRequest, "publishedAt"> & { publishedAt: Date };

/**
 * Writes a post of one language inside the caller's transaction: the slug checked against the
 * blog's other posts and categories (409), the row created or replaced by slugMain with its
 * search columns, its categories and tags (slugs of the language; an unknown one is a 400)
 * linked. The document must have been checked (validatePageDocument) already.
 */
export async function writePost(tx: Tx, scope: Scope, body: PostRow): Promise<void> {
  const { document } = body;
  const description = body.description ?? "";
  const excerpt = body.excerpt ?? "";
  const values = {
    ...scope,
    type: "post",
    slug: body.slug,
    slugMain: body.slugMain,
    title: body.title,
    description,
    document,
    excerpt,
    cover: body.cover ?? null,
    author: body.author ?? "",
    postType: body.postType ?? defaultPostType,
    publishedAt: body.publishedAt,
    updatedAt: new Date(),
    ...pageSearchColumns({
      title: body.title,
      description: `${description} ${excerpt}`,
      document,
      languageCode: scope.languageCode,
    }),
  };
  await assertBlogSlugFree(tx, {
    ...scope,
    slug: body.slug,
    type: "post",
    slugMain: body.slugMain,
  });
  const categories = await termIds(tx, {
    ...scope,
    type: "postCategory",
    slugs: body.categories ?? [],
  });
  const tags = await termIds(tx, { ...scope, type: "postTag", slugs: body.tags ?? [] });
  const [existing] = await tx
    .select({ id: terms.id })
    .from(terms)
    .where(blogTermWhere({ ...scope, type: "post", slugMain: body.slugMain }))
    .limit(1)
    .for("update");
  const [saved] = existing
    ? await tx
        .update(terms)
        .set(values)
        .where(eq(terms.id, existing.id))
        .returning({ id: terms.id })
    : await tx.insert(terms).values(values).returning({ id: terms.id });
  if (!saved) throw notFound();
  await tx.delete(postTermLinks).where(eq(postTermLinks.postId, saved.id));
  const links = [
    ...categories.map((termId) => ({ postId: saved.id, termId, kind: "category" as const })),
    ...tags.map((termId) => ({ postId: saved.id, termId, kind: "tag" as const })),
  ];
  if (links.length > 0) await tx.insert(postTermLinks).values(links);
}

/**
 * Creates or replaces a post of one language by its slugMain (issue 22): its body checked and
 * its rich text sanitised like a page's, its search columns written, its categories and tags
 * linked; then every cached page of the site is dropped. A published_at ahead of now schedules
 * it: nothing else is needed for it to appear then (decision 049).
 */
export async function savePost(
  services: Services,
  scope: Scope,
  body: PostSaveRequest,
): Promise<Post> {
  const document = validatePageDocument(body.document);
  const publishedAt = new Date(body.publishedAt);
  await services.db.transaction((tx) => writePost(tx, scope, { ...body, document, publishedAt }));
  await invalidateContent(services.changes, { siteId: scope.siteId, kinds: ["page"] });
  // read back as it shows from its published_at on (a scheduled post is not visible yet)
  return getPostBySlug(services, scope, body.slug, publishedAt);
}

/**
 * Deletes a post in every language (its links go with it), and its builder draft with its
 * versions (decision 053): a post that only has a draft is deleted too.
 */
export async function deletePost(
  services: Services,
  input: { siteId: string; slugMain: string },
): Promise<{ accepted: true }> {
  const deleted = await services.db.transaction(async (tx) => {
    const rows = await tx
      .delete(terms)
      .where(blogTermWhere({ ...input, type: "post" }))
      .returning({ id: terms.id });
    const drafts = await tx
      .delete(builderDocuments)
      .where(
        and(
          eq(builderDocuments.siteId, input.siteId),
          eq(builderDocuments.kind, "post"),
          eq(builderDocuments.key, input.slugMain),
        ),
      )
      .returning({ id: builderDocuments.id });
    return [...rows, ...drafts];
  });
  if (deleted.length === 0) throw notFound();
  await invalidateContent(services.changes, { siteId: input.siteId, kinds: ["page"] });
  return { accepted: true };
}
