import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { ImageRef } from "#generated/types.ts";
import { sites } from "./schema.ts";

// Events (issue 22, spec 3 Event: id, startEvent, endEvent, eventAttendees; decision 051): what
// every language shares in `events`, the texts of each language in `event_translations`, as
// products keep theirs.

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Seats on offer; null: no limit. */
    capacity: integer("capacity"),
    /** spec 3 eventAttendees: seats taken. */
    attendees: integer("attendees").notNull().default(0),
    cover: jsonb("cover").$type<ImageRef>(),
    /** Unpublished events are the back office's only: the site and the public calls never see them. */
    isPublished: boolean("is_published").notNull().default(false),
    /** Visitors sign up on its page through the built-in sign-up form (decision 054). */
    acceptsSignups: boolean("accepts_signups").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the public filter: a site's published events by their start (upcoming ascending, past descending)
    index("events_published_start")
      .on(t.siteId, t.startsAt, t.id)
      .where(sql`${t.isPublished}`),
    check("events_end_after_start", sql`${t.endsAt} > ${t.startsAt}`),
    check("events_capacity", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("events_attendees", sql`${t.attendees} >= 0`),
  ],
);

export const eventTranslations = pgTable(
  "event_translations",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    title: text("title").notNull(),
    /** Optional: the event's URL names its id (spec 2 `/dogadjaj/{id}`); a slug is for clients. */
    slug: text("slug"),
    /** Rich text, sanitised on save like the builder's. */
    description: text("description").notNull().default(""),
    place: text("place").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.languageCode] }),
    // null slugs never collide (PostgreSQL's unique treats nulls as distinct)
    uniqueIndex("event_translations_slug").on(t.siteId, t.languageCode, t.slug),
  ],
);
