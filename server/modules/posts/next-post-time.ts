import { and, eq, gt, min } from "drizzle-orm";
import { terms } from "../../db/schema.ts";
import type { Services } from "../../platform/services.ts";

/**
 * The time of a site's next scheduled post (any language) after `now`, or null: the blog list,
 * the post-list elements and the search show it from then on, so no cached page may outlive it
 * (server/page-lifetime.ts, decision 049).
 */
export async function loadNextPostTime(
  services: Services,
  siteId: string,
  now: Date,
): Promise<number | null> {
  const [row] = await services.db
    .select({ at: min(terms.publishedAt) })
    .from(terms)
    .where(and(eq(terms.siteId, siteId), eq(terms.type, "post"), gt(terms.publishedAt, now)));
  return row?.at ? new Date(row.at).getTime() : null;
}
