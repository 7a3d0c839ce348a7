import { and, asc, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { EventAdmin, EventAdminList } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { eventTranslations, events } from "../../../db/schema-events.ts";
import { notFound } from "../../../platform/http/app-error.ts";
import type { Services } from "../../../platform/services.ts";
import {
  type EventRow,
  type Scope,
  eventColumns,
  languagesOf,
  sharedOf,
  translationJoin,
} from "./event-rows.ts";

/** The back office's page size (spec 2 admin lists: 20 rows). */
export const adminEventsPerPage = 20;

/** An event's row of a left join: its texts are null when the scope's language has none. */
type AdminRow = Omit<EventRow, "title" | "slug" | "description" | "place"> & {
  title: string | null;
  slug: string | null;
  description: string | null;
  place: string | null;
};

/** Rows as the back office reads them: texts of the scope's language, else another's title. */
async function toAdminEvents(db: Db, rows: readonly AdminRow[]): Promise<EventAdmin[]> {
  const languages = await languagesOf(
    db,
    rows.map((row) => row.id),
  );
  const untitled = rows.filter((row) => row.title === null).map((row) => row.id);
  const others = untitled.length
    ? await db
        .select({ id: eventTranslations.eventId, title: eventTranslations.title })
        .from(eventTranslations)
        .where(inArray(eventTranslations.eventId, untitled))
        // Croatian (the default language) first, then the others by code
        .orderBy(
          sql`${eventTranslations.languageCode} = 'hrv' desc`,
          eventTranslations.languageCode,
        )
    : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? others.find((other) => other.id === row.id)?.title ?? "",
    texts:
      row.title === null
        ? null
        : {
            title: row.title,
            slug: row.slug,
            description: row.description ?? "",
            place: row.place ?? "",
          },
    ...sharedOf(row, languages),
  }));
}

/**
 * The back office's events (issue 22, decision 054), published or not, with or without texts in
 * the scope's language: upcoming (not ended) soonest first, past latest first, 20 a page.
 */
export async function listAdminEvents(
  services: Services,
  scope: Scope,
  query: { when?: "upcoming" | "past"; page?: number },
  now = new Date(),
): Promise<EventAdminList> {
  const when = query.when ?? "upcoming";
  const page = query.page ?? 1;
  const limit = adminEventsPerPage;
  const where = and(
    eq(events.siteId, scope.siteId),
    when === "upcoming" ? gte(events.endsAt, now) : lt(events.endsAt, now),
  );
  const order = when === "upcoming" ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    services.db
      .select(eventColumns)
      .from(events)
      .leftJoin(eventTranslations, translationJoin(scope))
      .where(where)
      .orderBy(order(events.startsAt), order(events.id))
      .limit(limit)
      .offset((page - 1) * limit),
    services.db.select({ n: count() }).from(events).where(where),
  ]);
  const totalRecords = Number(counted?.n ?? 0);
  return {
    records: await toAdminEvents(services.db, rows),
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
    page,
    limit,
  };
}

/** One event of the site for the back office's form, with its texts in the scope's language. */
export async function getAdminEvent(
  services: Services,
  scope: Scope,
  id: number,
): Promise<EventAdmin> {
  const rows = await services.db
    .select(eventColumns)
    .from(events)
    .leftJoin(eventTranslations, translationJoin(scope))
    .where(and(eq(events.siteId, scope.siteId), eq(events.id, id)))
    .limit(1);
  const [event] = await toAdminEvents(services.db, rows);
  if (!event) throw notFound();
  return event;
}
