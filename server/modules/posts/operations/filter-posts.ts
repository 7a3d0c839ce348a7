import { type SQL, and, asc, count, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { PostFilterRequest, PostList } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { terms } from "../../../db/schema.ts";
import { postTermLinks } from "../../../db/schema-posts.ts";
import type { Services } from "../../../platform/services.ts";
import { withLegacyHtml } from "./filter-posts-legacy.ts";
import { defaultPostType, postTermTypes, summaryColumns, toSummaries } from "./post-rows.ts";

/** spec 9: posts of a page when no limit is given. */
export const defaultPostLimit = 10;

type Scope = { siteId: string; languageCode: string };

/**
 * The posts a visitor may see: the language's (or, without one, every language's) posts whose
 * published_at has come. A scheduled post is a row whose time is ahead, so it appears by itself
 * (decision 049; page responses expire by then: server/page-lifetime.ts).
 */
export function visiblePosts(
  scope: { siteId: string; languageCode?: string | undefined },
  now: Date,
): SQL {
  return and(
    eq(terms.siteId, scope.siteId),
    scope.languageCode === undefined ? undefined : eq(terms.languageCode, scope.languageCode),
    eq(terms.type, "post"),
    lte(terms.publishedAt, now),
  )!;
}

/** The posts in any of the terms (categories or tags of the language) with these slugs. */
function inTerms(db: Db, scope: Scope, slugs: readonly string[]): SQL {
  const termIds = db
    .select({ id: terms.id })
    .from(terms)
    .where(
      and(
        eq(terms.siteId, scope.siteId),
        eq(terms.languageCode, scope.languageCode),
        inArray(terms.type, [...postTermTypes]),
        inArray(terms.slug, [...slugs]),
      ),
    );
  return inArray(
    terms.id,
    db
      .select({ id: postTermLinks.postId })
      .from(postTermLinks)
      .where(inArray(postTermLinks.termId, termIds)),
  );
}

/**
 * spec 7 post filterStandard: one page of the visible posts, newest first unless asked; with
 * display legacy each with its body as sanitised HTML (decision 049).
 */
export async function filterPosts(
  services: Services,
  scope: Scope,
  body: PostFilterRequest,
  now = new Date(),
): Promise<PostList> {
  const page = body.page ?? 1;
  const limit = body.limit ?? defaultPostLimit;
  const where = and(
    visiblePosts(scope, now),
    inArray(terms.postType, body.postTypeSlugs ?? [defaultPostType]),
    body.termSlugs && body.termSlugs.length > 0
      ? inTerms(services.db, scope, body.termSlugs)
      : undefined,
    body.dateFrom ? gte(terms.publishedAt, new Date(body.dateFrom)) : undefined,
    body.dateTo ? lte(terms.publishedAt, new Date(body.dateTo)) : undefined,
  );
  const order = body.sort === "publishedAtAsc" ? asc : desc;
  const rows = await services.db
    .select({ ...summaryColumns, total: sql<number | string>`count(*) over ()` })
    .from(terms)
    .where(where)
    .orderBy(order(terms.publishedAt), order(terms.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // the total rides on each row; a page past the last has none to read it from
  const [first] = rows;
  const [counted] =
    first || page === 1 ? [] : await services.db.select({ n: count() }).from(terms).where(where);
  const totalRecords = Number(first?.total ?? counted?.n ?? 0);
  const summaries = await toSummaries(services.db, scope.siteId, rows);
  return {
    // spec 7 display: components (the default) are the cards; legacy adds each body as HTML
    records:
      body.display === "legacy"
        ? await withLegacyHtml(services, { siteId: scope.siteId, records: summaries })
        : summaries,
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
    page,
    limit,
  };
}
