import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { sites } from "./schema.ts";

// Forms and the newsletter (issue 21): a form's submissions with their files, the newsletter's
// subscribers with double opt-in, and the captcha challenges already spent.

/** A consent given with something that waits for its mailed link: logged on confirmation. */
export type PendingConsent = { consentId: number; version: number; key: string };

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * spec 7 marketing newsletter/subscribe: one row per address and site. `pending` until the
 * mailed link confirms it (double opt-in), then `subscribed`; `unsubscribed` keeps the row so a
 * new subscription starts over. The consents it was given with wait in `pendingConsents` until
 * the confirmation logs them (consent_log holds the history).
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    email: text("email").notNull(),
    language: text("language").notNull(),
    status: text("status", { enum: ["pending", "subscribed", "unsubscribed"] }).notNull(),
    /** [{consentId, version, key}] shown when the visitor subscribed, logged on confirmation. */
    pendingConsents: jsonb("pending_consents").$type<PendingConsent[]>().notNull().default([]),
    /** SHA-256 of the confirmation link's token (128-bit random), spent once. */
    confirmTokenHash: varchar("confirm_token_hash", { length: 64 }),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** SHA-256 of the token of every mail's one-click unsubscribe link. */
    unsubscribeTokenHash: varchar("unsubscribe_token_hash", { length: 64 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email").on(t.siteId, sql`lower(${t.email})`),
    uniqueIndex("newsletter_subscribers_confirm").on(t.confirmTokenHash),
    uniqueIndex("newsletter_subscribers_unsubscribe").on(t.unsubscribeTokenHash),
    check(
      "newsletter_subscribers_status",
      sql`${t.status} in ('pending', 'subscribed', 'unsubscribed')`,
    ),
  ],
);

/**
 * spec 7 form storeData: one submission of a form element of a published page. `data` holds
 * the values as the form's schema validated them (text, never markup); `email` the first e-mail
 * field's value, for the data-subject export.
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    /** The form's slug (its element's formSlug; also its consent assignment's assigned_to). */
    formSlug: text("form_slug").notNull(),
    formTitle: text("form_title").notNull(),
    /** The page it was sent from, and its language. */
    path: text("path").notNull(),
    language: text("language").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    email: text("email"),
    /**
     * received: checked (captcha) or confirmed; awaitingConfirmation: sent without JavaScript,
     * so without a captcha, and kept until its sender opens the mailed link (decision 048).
     */
    status: text("status", { enum: ["received", "awaitingConfirmation"] })
      .notNull()
      .default("received"),
    /** SHA-256 of the confirmation link's 128-bit token, while awaiting confirmation. */
    confirmTokenHash: varchar("confirm_token_hash", { length: 64 }),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    /** The consents it was sent with, logged when it is confirmed (sent at once: logged then). */
    pendingConsents: jsonb("pending_consents").$type<PendingConsent[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("form_submissions_form").on(t.siteId, t.formSlug, t.id),
    uniqueIndex("form_submissions_confirm_token").on(t.confirmTokenHash),
    check("form_submissions_status", sql`${t.status} in ('received', 'awaitingConfirmation')`),
    index("form_submissions_email").on(t.siteId, sql`lower(${t.email})`),
  ],
);

/** A file uploaded with a submission: its type read from its content, its bytes kept here. */
export const formSubmissionFiles = pgTable(
  "form_submission_files",
  {
    id: serial("id").primaryKey(),
    submissionId: integer("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    name: text("name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [index("form_submission_files_submission").on(t.submissionId)],
);

/**
 * Captcha solutions already accepted (ALTCHA's signature, reCAPTCHA's response), kept until
 * their challenge expires, so none is accepted twice, on any instance.
 */
export const captchaSpent = pgTable(
  "captcha_spent",
  {
    key: varchar("key", { length: 128 }).primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_spent_expires").on(t.expiresAt)],
);

/**
 * Secrets the instances make once and share (the captcha's HMAC key when CAPTCHA_HMAC_KEY is not
 * set): the first instance inserts a 256-bit random value, every other one reads it.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
