import { and, eq, inArray } from "drizzle-orm";
import type { Event, ImageRef } from "#generated/types.ts";
import type { Db } from "../../../db/client.ts";
import { eventTranslations, events } from "../../../db/schema-events.ts";

export type Scope = { siteId: string; languageCode: string };

/** An event's columns and its texts in one language (a join of events and event_translations). */
export const eventColumns = {
  id: events.id,
  title: eventTranslations.title,
  slug: eventTranslations.slug,
  description: eventTranslations.description,
  place: eventTranslations.place,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  capacity: events.capacity,
  attendees: events.attendees,
  cover: events.cover,
  isPublished: events.isPublished,
  acceptsSignups: events.acceptsSignups,
};
export type EventRow = {
  id: number;
  title: string;
  slug: string | null;
  description: string;
  place: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  attendees: number;
  cover: ImageRef | null;
  isPublished: boolean;
  acceptsSignups: boolean;
};

/** The join of an event with its texts in the scope's language. */
export const translationJoin = (scope: Scope) =>
  and(
    eq(eventTranslations.eventId, events.id),
    eq(eventTranslations.languageCode, scope.languageCode),
  );

/** Seats left to take (never below 0); null when the capacity has no limit. */
export const seatsLeftOf = (row: Pick<EventRow, "capacity" | "attendees">): number | null =>
  row.capacity === null ? null : Math.max(row.capacity - row.attendees, 0);

/** The languages each of these events has texts in, by event id. */
export async function languagesOf(
  db: Db,
  ids: readonly number[],
): Promise<{ id: number; code: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: eventTranslations.eventId, code: eventTranslations.languageCode })
    .from(eventTranslations)
    .where(inArray(eventTranslations.eventId, [...ids]))
    .orderBy(eventTranslations.languageCode);
}

type SharedColumns = Pick<
  EventRow,
  | "id"
  | "startsAt"
  | "endsAt"
  | "capacity"
  | "attendees"
  | "cover"
  | "isPublished"
  | "acceptsSignups"
>;

/** What every language of an event shares, as the API answers it, with its languages. */
export function sharedOf(row: SharedColumns, languages: readonly { id: number; code: string }[]) {
  return {
    startEvent: row.startsAt.toISOString(),
    endEvent: row.endsAt.toISOString(),
    capacity: row.capacity,
    eventAttendees: row.attendees,
    seatsLeft: seatsLeftOf(row),
    cover: row.cover,
    isPublished: row.isPublished,
    acceptsSignups: row.acceptsSignups,
    languages: languages.filter((each) => each.id === row.id).map((each) => each.code),
  };
}

/** Rows as the API answers them, each with the languages it has texts in. */
export async function toEvents(db: Db, rows: readonly EventRow[]): Promise<Event[]> {
  const languages = await languagesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    place: row.place,
    ...sharedOf(row, languages),
  }));
}
