import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { LocalisedText } from "#generated/types.ts";
import { sites } from "./schema.ts";

// Consents as data (issue 21, decision 047): the consents a site asks for, each text a version;
// which forms ask for which (spec 3 assignment); and the consent log, append-only and
// hash-chained (its triggers: migration 0022).

/**
 * A consent (spec 3: uniqueNumber, displayName): its current text is `version`; every text it
 * ever had is a row of consent_versions, which the log names.
 */
export const consents = pgTable(
  "consents",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    uniqueNumber: text("unique_number").notNull(),
    version: integer("version").notNull().default(1),
    displayName: jsonb("display_name").$type<LocalisedText>().notNull(),
    /** No form may ask for an archived consent; the log still names it. */
    isArchived: boolean("is_archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("consents_unique_number").on(t.siteId, t.uniqueNumber)],
);

/** Every text a consent had: a changed text is a new version, never an edit (a trigger refuses). */
export const consentVersions = pgTable(
  "consent_versions",
  {
    consentId: integer("consent_id")
      .notNull()
      .references(() => consents.id),
    version: integer("version").notNull(),
    displayName: jsonb("display_name").$type<LocalisedText>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consentId, t.version] })],
);

/**
 * spec 3 assignment: the consents a form (assigned_to: register, checkoutAddress,
 * checkoutPayment, newsletter, a form's slug) asks for, each under the id the form sends
 * (`key`), in order, and whether it is required.
 */
export const consentAssignments = pgTable(
  "consent_assignments",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    assignedTo: text("assigned_to").notNull(),
    key: text("key").notNull(),
    consentId: integer("consent_id")
      .notNull()
      .references(() => consents.id),
    isRequired: boolean("is_required").notNull().default(false),
    position: smallint("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.assignedTo, t.key] })],
);

/**
 * The consent log (spec 7 log create): who accepted or withdrew which consent, in which text,
 * when, through which form. Append-only: triggers refuse an update, a delete or a truncate, and
 * chain each entry's hash to the one before it on its site, so a changed or missing entry shows
 * (consents/consent-log.ts verifies). A withdrawal is a new entry.
 */
export const consentLog = pgTable(
  "consent_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: text("site_id").notNull(),
    consentId: integer("consent_id").notNull(),
    uniqueNumber: text("unique_number").notNull(),
    version: integer("version").notNull(),
    /** The form it was given on (the assignment's assigned_to) and the id the form sent. */
    assignedTo: text("assigned_to").notNull(),
    key: text("key").notNull(),
    status: text("status", { enum: ["accepted", "withdrawn"] }).notNull(),
    statusTimestamp: timestamp("status_timestamp", { withTimezone: true }).notNull().defaultNow(),
    sourceType: text("source_type").notNull().default("cmsSite"),
    userType: text("user_type", { enum: ["webUser", "guest"] }).notNull(),
    /** The account, when one gave it (no reference: the entry outlives the account). */
    userId: integer("user_id"),
    email: text("email").notNull(),
    /** The order it came with, when it did. */
    orderNumber: text("order_number"),
    /** The hash of the site's entry before this one ('' for the first), and this entry's. */
    prevHash: text("prev_hash").notNull().default(""),
    hash: text("hash").notNull().default(""),
  },
  (t) => [
    // the chain's last entry of a site (the insert trigger reads it)
    index("consent_log_site").on(t.siteId, t.id),
    index("consent_log_email").on(t.siteId, sql`lower(${t.email})`),
    index("consent_log_user").on(t.userId),
    check("consent_log_source", sql`${t.sourceType} in ('cmsSite')`),
    check("consent_log_status", sql`${t.status} in ('accepted', 'withdrawn')`),
    check("consent_log_user_type", sql`${t.userType} in ('webUser', 'guest')`),
  ],
);
