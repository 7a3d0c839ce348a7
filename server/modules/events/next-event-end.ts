import { and, eq, gt, min } from "drizzle-orm";
import { events } from "../../db/schema-events.ts";
import type { Services } from "../../platform/services.ts";

/**
 * When a site's next published event ends after `now`, or null: it leaves every "upcoming"
 * events element and joins the "past" ones, and its page says it has ended, so no cached page
 * may outlive it (server/page-lifetime.ts, decision 051).
 */
export async function loadNextEventEnd(
  services: Services,
  siteId: string,
  now: Date,
): Promise<number | null> {
  const [row] = await services.db
    .select({ at: min(events.endsAt) })
    .from(events)
    .where(and(eq(events.siteId, siteId), eq(events.isPublished, true), gt(events.endsAt, now)));
  return row?.at ? new Date(row.at).getTime() : null;
}
