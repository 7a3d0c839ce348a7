import { type SQL, and, asc, count, desc, eq, gte, lt, lte, sql } from "drizzle-orm";
import type { EventFilterRequest, EventList } from "#generated/types.ts";
import { eventTranslations, events } from "../../../db/schema-events.ts";
import { AppError } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import type { Services } from "../../../platform/services.ts";
import { type Scope, eventColumns, toEvents, translationJoin } from "./event-rows.ts";

/** spec 9: events of a page when no limit is given. */
export const defaultEventLimit = 10;

/**
 * Published events of the site: upcoming ones have not ended yet (one under way still is), past
 * ones have.
 */
function visibleEvents(scope: Scope, when: "upcoming" | "past", now: Date): SQL {
  return and(
    eq(events.siteId, scope.siteId),
    // as written, so the planner matches the partial index events_published_start
    sql`${events.isPublished}`,
    when === "upcoming" ? gte(events.endsAt, now) : lt(events.endsAt, now),
  )!;
}

/** A range whose end comes before its start finds nothing by mistake: say so (400). */
function assertRange(body: EventFilterRequest, languageCode: string): void {
  if (!body.dateFrom || !body.dateTo || Date.parse(body.dateFrom) <= Date.parse(body.dateTo))
    return;
  const key = "api.dateRangeReversed";
  throw new AppError(400, key, [
    { path: "/body/dateTo", key, message: translate(languageCode, key) },
  ]);
}

/** spec 7 event/public/filter: one page of the language's published events, by start. */
export async function filterEvents(
  services: Services,
  scope: Scope,
  body: EventFilterRequest,
  now = new Date(),
): Promise<EventList> {
  assertRange(body, scope.languageCode);
  const when = body.when ?? "upcoming";
  const page = body.page ?? 1;
  const limit = body.limit ?? defaultEventLimit;
  const where = and(
    visibleEvents(scope, when, now),
    body.dateFrom ? gte(events.startsAt, new Date(body.dateFrom)) : undefined,
    body.dateTo ? lte(events.startsAt, new Date(body.dateTo)) : undefined,
  );
  // the soonest upcoming first, the latest past first, unless asked
  const sort = body.sort ?? (when === "upcoming" ? "startAsc" : "startDesc");
  const order = sort === "startAsc" ? asc : desc;
  const rows = await services.db
    .select({ ...eventColumns, total: sql<number | string>`count(*) over ()` })
    .from(events)
    .innerJoin(eventTranslations, translationJoin(scope))
    .where(where)
    .orderBy(order(events.startsAt), order(events.id))
    .limit(limit)
    .offset((page - 1) * limit);
  // the total rides on each row; a page past the last has none to read it from
  const [first] = rows;
  const [counted] =
    first || page === 1
      ? []
      : await services.db
          .select({ n: count() })
          .from(events)
          .innerJoin(eventTranslations, translationJoin(scope))
          .where(where);
  const totalRecords = Number(first?.total ?? counted?.n ?? 0);
  return {
    records: await toEvents(services.db, rows),
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
    page,
    limit,
  };
}
