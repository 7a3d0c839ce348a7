import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PostTerm, TermFilterRequest } from "#generated/types.ts";
import { terms } from "../../../db/schema.ts";
import type { Services } from "../../../platform/services.ts";
import { visiblePosts } from "./filter-posts.ts";
import { termColumns, toPostTerms } from "./post-rows.ts";

/** spec 9: post categories a term filter answers when no limit is given. */
export const defaultTermLimit = 5;
const noPaginateLimit = 1000;

type Scope = { siteId: string; languageCode: string };

/** spec 7 CMS term filter: the language's post categories (or tags) by title. */
export async function filterTerms(
  services: Services,
  scope: Scope,
  body: TermFilterRequest,
): Promise<{ categories: PostTerm[] }> {
  const rows = await services.db
    .select(termColumns)
    .from(terms)
    .where(
      and(
        eq(terms.siteId, scope.siteId),
        eq(terms.languageCode, scope.languageCode),
        inArray(terms.type, body.termTypeTitles ?? ["postCategory"]),
        body.slugs && body.slugs.length > 0 ? inArray(terms.slug, body.slugs) : undefined,
      ),
    )
    .orderBy(asc(terms.title), asc(terms.id))
    .limit(body.noPaginate ? noPaginateLimit : (body.limit ?? defaultTermLimit));
  return { categories: await toPostTerms(services.db, scope.siteId, rows) };
}

/** spec 7 postType: the types of the language's visible posts ('post' by default, spec 9). */
export async function filterPostTypes(
  services: Services,
  scope: Scope,
  now = new Date(),
): Promise<{ records: string[] }> {
  const rows = await services.db
    .selectDistinct({ postType: sql<string>`${terms.postType}` })
    .from(terms)
    .where(visiblePosts(scope, now))
    .orderBy(sql`${terms.postType}`);
  return { records: rows.map((row) => row.postType) };
}
