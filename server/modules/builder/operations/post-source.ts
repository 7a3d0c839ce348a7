import { and, eq, inArray } from "drizzle-orm";
import type { BuilderDocumentMeta, BuilderPostMeta, PageDocument } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { terms } from "../../../db/schema.ts";
import { postTermLinks } from "../../../db/schema-posts.ts";
import { loadPageDocument } from "../../cms/documents/load-document.ts";
import { blogTermWhere } from "../../posts/operations/post-rows.ts";
import { writePost } from "../../posts/operations/save-post.ts";
import type { DocumentRef } from "../documents/state.ts";

/** One published language of a post, as the builder starts its draft from it. */
type PublishedPost = {
  languageCode: string;
  meta: BuilderDocumentMeta;
  document: PageDocument;
  publishedAt: Date;
};

/** The slugs of each post's categories and tags, by post id. */
async function linkedSlugs(
  db: Db,
  postIds: readonly number[],
): Promise<Map<number, { categories: string[]; tags: string[] }>> {
  const byPost = new Map<number, { categories: string[]; tags: string[] }>();
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTermLinks.postId, kind: postTermLinks.kind, slug: terms.slug })
    .from(postTermLinks)
    .innerJoin(terms, eq(terms.id, postTermLinks.termId))
    .where(inArray(postTermLinks.postId, [...postIds]))
    .orderBy(terms.slug);
  for (const row of rows) {
    const links = byPost.get(row.postId) ?? { categories: [], tags: [] };
    (row.kind === "category" ? links.categories : links.tags).push(row.slug);
    byPost.set(row.postId, links);
  }
  return byPost;
}

/**
 * Every language of a post as `savePost` or the seed wrote it (decision 053): its body, and its
 * blog fields as the draft's `meta.post`. Elements that break their schema are kept (decision 034).
 */
export async function publishedPosts(db: Db, ref: DocumentRef): Promise<PublishedPost[]> {
  const rows = await db
    .select()
    .from(terms)
    .where(blogTermWhere({ siteId: ref.siteId, type: "post", slugMain: ref.key }));
  const links = await linkedSlugs(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { document } = loadPageDocument(row.document, { what: `post ${row.id}`, mode: "keep" });
    const linked = links.get(row.id);
    const post: BuilderPostMeta = {
      ...(row.excerpt ? { excerpt: row.excerpt } : {}),
      ...(row.cover ? { cover: row.cover } : {}),
      ...(row.author ? { author: row.author } : {}),
      ...(linked?.categories.length ? { categories: linked.categories } : {}),
      ...(linked?.tags.length ? { tags: linked.tags } : {}),
      ...(row.publishedAt ? { publishedAt: row.publishedAt.toISOString() } : {}),
    };
    return {
      languageCode: row.languageCode,
      meta: {
        title: row.title,
        slug: row.slug,
        ...(row.description ? { description: row.description } : {}),
        post,
      },
      document,
      publishedAt: row.updatedAt,
    };
  });
}

/**
 * Writes one language of a post's checked draft where the blog reads it (its `terms` row and
 * links, through the posts module's writer) inside the caller's transaction. The time it shows
 * from is the draft's (a time ahead schedules it, decision 049), else the one it already has,
 * else now: republishing never moves a post in the list.
 */
export async function publishPost(
  tx: Db,
  ref: DocumentRef,
  input: {
    languageCode: string;
    meta: BuilderDocumentMeta & { slug: string };
    document: PageDocument;
  },
): Promise<void> {
  const { meta } = input;
  const post = meta.post ?? {};
  const [existing] = await tx
    .select({ publishedAt: terms.publishedAt })
    .from(terms)
    .where(
      blogTermWhere({
        siteId: ref.siteId,
        type: "post",
        slugMain: ref.key,
        languageCode: input.languageCode,
      }),
    )
    .limit(1);
  const publishedAt = post.publishedAt
    ? new Date(post.publishedAt)
    : (existing?.publishedAt ?? new Date());
  await writePost(
    tx,
    { siteId: ref.siteId, languageCode: input.languageCode },
    {
      slugMain: ref.key,
      slug: meta.slug,
      title: meta.title,
      ...(meta.description ? { description: meta.description } : {}),
      ...(post.excerpt ? { excerpt: post.excerpt } : {}),
      cover: post.cover ?? null,
      ...(post.author ? { author: post.author } : {}),
      categories: post.categories ?? [],
      tags: post.tags ?? [],
      publishedAt,
      document: input.document,
    },
  );
}

/** The slugs of one language's post terms as the other language's (tied by slugMain). */
async function termSlugsIn(
  db: Db,
  input: { siteId: string; from: string; to: string; slugs: readonly string[] },
): Promise<string[]> {
  if (input.slugs.length === 0) return [];
  const source = await db
    .select({ slugMain: terms.slugMain, type: terms.type })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, input.siteId),
        eq(terms.languageCode, input.from),
        inArray(terms.type, ["postCategory", "postTag"]),
        inArray(terms.slug, [...input.slugs]),
      ),
    );
  if (source.length === 0) return [];
  const target = await db
    .select({ slug: terms.slug })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, input.siteId),
        eq(terms.languageCode, input.to),
        inArray(terms.type, [...new Set(source.map((row) => row.type))]),
        inArray(
          terms.slugMain,
          source.map((row) => row.slugMain),
        ),
      ),
    )
    .orderBy(terms.slug);
  return target.map((row) => row.slug);
}

/**
 * A post's blog fields for its new translation: the same excerpt, cover, author and time, its
 * categories and tags as those of the target language (one it lacks is left out).
 */
export async function translatePostMeta(
  db: Db,
  input: { siteId: string; from: string; to: string; post: BuilderPostMeta },
): Promise<BuilderPostMeta> {
  const { categories, tags, ...rest } = input.post;
  const scope = { siteId: input.siteId, from: input.from, to: input.to };
  const [translatedCategories, translatedTags] = await Promise.all([
    termSlugsIn(db, { ...scope, slugs: categories ?? [] }),
    termSlugsIn(db, { ...scope, slugs: tags ?? [] }),
  ]);
  return {
    ...rest,
    ...(translatedCategories.length ? { categories: translatedCategories } : {}),
    ...(translatedTags.length ? { tags: translatedTags } : {}),
  };
}
