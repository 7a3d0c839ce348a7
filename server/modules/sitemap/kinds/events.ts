import { and, asc, count, eq, gt, inArray, sql } from "drizzle-orm";
import { languages, type LanguageCode } from "#generated/languages.ts";
import { routes } from "#generated/routes.ts";
import { eventTranslations, events } from "../../../db/schema-events.ts";
import { cacheTags } from "../../../platform/cache-keys.ts";
import { groupByKey, hreflangOf, type SitemapKind, type SitemapScope } from "../sitemap-kind.ts";
import { absoluteUrl } from "../sitemap-xml.ts";

const eventPath: Record<string, string> = routes.entries.find(
  (entry) => entry.id === "event",
)!.paths;

// as written, so the planner matches the partial index events_published_start
const published = (siteId: string) => and(eq(events.siteId, siteId), sql`${events.isPublished}`);

/** An event's page in a language (spec 2 `/dogadjaj/{id}`): its URL names the id, not a slug. */
function eventUrl(scope: SitemapScope, code: string, id: number): string | undefined {
  const language = languages[code as LanguageCode] as (typeof languages)[LanguageCode] | undefined;
  const path = language && eventPath[language.code2];
  return path ? `${scope.origin}${language.prefix}${path.replace(":id", String(id))}` : undefined;
}

/** Published events (decision 051), past ones too (their pages stay), by id. */
export const eventsKind: SitemapKind = {
  name: "events",
  // an event's save drops the pages' tag, as a post's does (save-event.ts)
  tags: (siteId) => [cacheTags.pages(siteId)],
  async count(services, scope) {
    const [row] = await services.db
      .select({ value: count() })
      .from(events)
      .where(published(scope.siteId));
    return Number(row?.value ?? 0);
  },
  async keyAt(services, scope, position) {
    const [row] = await services.db
      .select({ id: events.id })
      .from(events)
      .where(published(scope.siteId))
      .orderBy(asc(events.id))
      .offset(position)
      .limit(1);
    return row?.id;
  },
  async chunk(services, scope, { after, limit }) {
    const rows = await services.db
      .select({ id: events.id, updatedAt: events.updatedAt, cover: events.cover })
      .from(events)
      .where(
        and(published(scope.siteId), typeof after === "number" ? gt(events.id, after) : undefined),
      )
      .orderBy(asc(events.id))
      .limit(limit);
    const ids = rows.map((row) => row.id);
    const translations =
      ids.length === 0
        ? []
        : await services.db
            .select({ key: eventTranslations.eventId, code: eventTranslations.languageCode })
            .from(eventTranslations)
            .where(
              and(
                inArray(eventTranslations.eventId, ids),
                inArray(eventTranslations.languageCode, scope.languageCodes),
              ),
            )
            .orderBy(asc(eventTranslations.eventId), asc(eventTranslations.languageCode));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const entries = groupByKey(translations).map((versions) => {
      const event = byId.get(versions[0]!.key);
      const cover = event?.cover && absoluteUrl(scope.origin, event.cover.src);
      return {
        versions: versions.flatMap((row) => {
          const loc = eventUrl(scope, row.code, row.key);
          return loc
            ? [{ hreflang: hreflangOf(row.code), loc, lastmod: event?.updatedAt ?? null }]
            : [];
        }),
        images: cover ? [cover] : [],
      };
    });
    return { entries, last: ids.at(-1), read: ids.length };
  },
};
