import { and, eq } from "drizzle-orm";
import type { Post } from "#generated/types.ts";
import { terms } from "../../../db/schema.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import { expandMasters } from "../../cms/documents/expand-masters.ts";
import { loadPageDocument, reportSkipped } from "../../cms/documents/load-document.ts";
import { visiblePosts } from "./filter-posts.ts";
import { linkedTerms, slugsByLanguage, summaryColumns, toSummaries } from "./post-rows.ts";

/**
 * A visible post by its slug in the request's language (spec 2 post page): its body read like a
 * page's (migrated, elements that break their schema skipped, masters expanded), its tags and
 * its translations' slugs. A scheduled post is not found until its time.
 */
export async function getPostBySlug(
  services: Services,
  scope: { siteId: string; languageCode: string },
  slug: string,
  now = new Date(),
): Promise<Post> {
  const { db } = services;
  const [row] = await db
    .select({ ...summaryColumns, description: terms.description, document: terms.document })
    .from(terms)
    .where(and(visiblePosts(scope, now), eq(terms.slug, slug)))
    .limit(1);
  if (!row) throw notFound();
  const what = `post ${row.id}`;
  const { document, invalid } = loadPageDocument(row.document, { what, mode: "skip" });
  reportSkipped(services.log, what, invalid);
  const [[summary], tags, slugs, elements] = await Promise.all([
    toSummaries(db, scope.siteId, [row]),
    linkedTerms(db, { siteId: scope.siteId, postIds: [row.id], kind: "tag" }),
    slugsByLanguage(db, { siteId: scope.siteId, type: "post", slugMains: [row.slugMain] }),
    expandMasters(db, { siteId: scope.siteId, nodes: document.elements }),
  ]);
  return {
    summary: summary!,
    description: row.description,
    tags: tags.get(row.id) ?? [],
    document: { ...document, elements },
    slugs: slugs.get(row.slugMain) ?? {},
  };
}
