import { and, eq, inArray } from "drizzle-orm";
import type { ImageRef, PostSummary, PostTerm } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { terms } from "../../../db/schema.ts";
import { postTermLinks } from "../../../db/schema-posts.ts";

/** The term types of the blog (decision 049): all rows of `terms`. */
export type PostTermType = PostTerm["type"];
export const postTermTypes: readonly PostTermType[] = ["postCategory", "postTag"];

/** spec 9: a post's type when none is set. */
export const defaultPostType = "post";

/** The columns a post's card reads (never its document or search columns). */
export const summaryColumns = {
  id: terms.id,
  slug: terms.slug,
  slugMain: terms.slugMain,
  title: terms.title,
  excerpt: terms.excerpt,
  cover: terms.cover,
  author: terms.author,
  postType: terms.postType,
  publishedAt: terms.publishedAt,
};
export type SummaryRow = {
  id: number;
  slug: string;
  slugMain: string;
  title: string;
  excerpt: string;
  cover: ImageRef | null;
  author: string;
  postType: string | null;
  publishedAt: Date | null;
};

export const termColumns = {
  id: terms.id,
  type: terms.type,
  title: terms.title,
  slug: terms.slug,
  slugMain: terms.slugMain,
  parentId: terms.parentId,
};
type TermRow = {
  id: number;
  type: string;
  title: string;
  slug: string;
  slugMain: string;
  parentId: number | null;
};

/** Every language's slug of the given slugMains of one type: the language switch's links. */
export async function slugsByLanguage(
  db: Db,
  input: { siteId: string; type: string; slugMains: readonly string[] },
): Promise<Map<string, Record<string, string>>> {
  const bySlugMain = new Map<string, Record<string, string>>();
  if (input.slugMains.length === 0) return bySlugMain;
  const rows = await db
    .select({ slugMain: terms.slugMain, languageCode: terms.languageCode, slug: terms.slug })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, input.siteId),
        eq(terms.type, input.type),
        inArray(terms.slugMain, [...new Set(input.slugMains)]),
      ),
    );
  for (const row of rows) {
    const slugs = bySlugMain.get(row.slugMain) ?? {};
    slugs[row.languageCode] = row.slug;
    bySlugMain.set(row.slugMain, slugs);
  }
  return bySlugMain;
}

/** Post terms as the API answers them, each with its translations' slugs. */
export async function toPostTerms(
  db: Db,
  siteId: string,
  rows: readonly TermRow[],
): Promise<PostTerm[]> {
  const slugs = new Map<string, Map<string, Record<string, string>>>();
  for (const type of postTermTypes) {
    const ofType = rows.filter((row) => row.type === type).map((row) => row.slugMain);
    if (ofType.length > 0)
      slugs.set(type, await slugsByLanguage(db, { siteId, type, slugMains: ofType }));
  }
  return rows.map((row) => ({
    id: row.id,
    type: row.type as PostTermType,
    title: row.title,
    slug: row.slug,
    slugMain: row.slugMain,
    parentId: row.parentId,
    slugs: slugs.get(row.type)?.get(row.slugMain) ?? {},
  }));
}

/** The categories or tags of each post, by post id, in title order. */
export async function linkedTerms(
  db: Db,
  input: { siteId: string; postIds: readonly number[]; kind: "category" | "tag" },
): Promise<Map<number, PostTerm[]>> {
  const byPost = new Map<number, PostTerm[]>();
  if (input.postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTermLinks.postId, ...termColumns })
    .from(postTermLinks)
    .innerJoin(terms, eq(terms.id, postTermLinks.termId))
    .where(
      and(inArray(postTermLinks.postId, [...input.postIds]), eq(postTermLinks.kind, input.kind)),
    )
    .orderBy(terms.title);
  const mapped = await toPostTerms(db, input.siteId, rows);
  rows.forEach((row, index) => {
    const list = byPost.get(row.postId) ?? [];
    list.push(mapped[index]!);
    byPost.set(row.postId, list);
  });
  return byPost;
}

/** Posts' cards with their categories. */
export async function toSummaries(
  db: Db,
  siteId: string,
  rows: readonly SummaryRow[],
): Promise<PostSummary[]> {
  const categories = await linkedTerms(db, {
    siteId,
    postIds: rows.map((row) => row.id),
    kind: "category",
  });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    slugMain: row.slugMain,
    title: row.title,
    excerpt: row.excerpt,
    cover: row.cover,
    author: row.author,
    postType: row.postType ?? defaultPostType,
    // a post row always has one (save-post.ts); the epoch only satisfies the type
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    categories: categories.get(row.id) ?? [],
  }));
}

/**
 * The rows of one blog term (a post, a category or a tag) by its slugMain: every language's, or
 * one language's when it is named.
 */
export const blogTermWhere = (input: {
  siteId: string;
  type: "post" | "postCategory" | "postTag";
  slugMain: string;
  languageCode?: string;
}) =>
  and(
    eq(terms.siteId, input.siteId),
    eq(terms.type, input.type),
    eq(terms.slugMain, input.slugMain),
    input.languageCode === undefined ? undefined : eq(terms.languageCode, input.languageCode),
  );
