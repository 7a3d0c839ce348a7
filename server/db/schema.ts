import { sql } from "drizzle-orm";
import type { Language, User } from "#generated/types.ts";
import {
  boolean,
  check,
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

// Shapes of JSON columns come from schemas/ through codegen; the database only stores them.

export const languages = pgTable("languages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  code2: varchar("code2", { length: 2 }).notNull().unique(),
  names: jsonb("names").$type<Language["names"]>().notNull(),
  position: integer("position").notNull().default(0),
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  iso: varchar("iso", { length: 2 }).notNull().unique(),
  code: varchar("code", { length: 3 }).notNull().unique(),
  name: text("name").notNull(),
});

export const currencies = pgTable("currencies", {
  id: serial("id").primaryKey(),
  label: varchar("label", { length: 3 }).notNull().unique(),
  symbol: text("symbol").notNull(),
});

export const sites = pgTable("sites", {
  id: text("id").primaryKey(),
  apiKeyToken: text("api_key_token").notNull().unique(),
  defaultLanguage: varchar("default_language", { length: 3 }).notNull(),
  mainCurrencyId: integer("main_currency_id")
    .notNull()
    .references(() => currencies.id),
});

export const domains = pgTable("domains", {
  id: serial("id").primaryKey(),
  siteId: text("site_id")
    .notNull()
    .references(() => sites.id),
  name: text("name").notNull().unique(),
  url: text("url").notNull(),
});

export const stores = pgTable("stores", {
  id: serial("id").primaryKey(),
  siteId: text("site_id")
    .notNull()
    .references(() => sites.id),
  languageCode: varchar("language_code", { length: 3 }).notNull(),
});

export const siteOptions = pgTable(
  "site_options",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    key: text("key").notNull(),
    value: text("value").notNull(),
    media: jsonb("media"),
  },
  (t) => [uniqueIndex("site_options_site_key").on(t.siteId, t.key)],
);

export const navigationItems = pgTable(
  "navigation_items",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    handle: text("handle").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    parentId: integer("parent_id"),
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    link: text("link").notNull(),
    type: text("type").notNull(),
  },
  (t) => [index("navigation_items_tree").on(t.siteId, t.handle, t.languageCode)],
);

export const layoutElements = pgTable(
  "layout_elements",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    handler: text("handler").notNull(),
    type: text("type").notNull().default("static-element"),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    parts: jsonb("parts").notNull(),
    meta: jsonb("meta").notNull(),
    mobileMeta: jsonb("mobile_meta").notNull(),
    options: jsonb("options").notNull(),
    mobileOptions: jsonb("mobile_options").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("layout_elements_handler").on(t.siteId, t.handler, t.languageCode)],
);

export const terms = pgTable(
  "terms",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    type: text("type").notNull(),
    slug: text("slug").notNull(),
    slugMain: text("slug_main").notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    document: jsonb("document").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("terms_slug").on(t.siteId, t.languageCode, t.type, t.slug),
    index("terms_slug_main").on(t.siteId, t.slugMain),
  ],
);

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  details: jsonb("details").$type<User["details"]>().notNull(),
  isBackofficeUser: boolean("is_backoffice_user").notNull().default(false),
  scope: text("scope").notNull().default(""),
  memberCardBarcode: text("member_card_barcode"),
  createdAt: timestamp("created_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * Access and refresh tokens of logged-in users (spec 3 "Auth tokens"). Only the SHA-256 of a token
 * is stored: a leaked table gives no usable token. A row is deleted when the token is revoked.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["access", "refresh"] }).notNull(),
    /** Lower-case hex SHA-256 of the token. */
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("auth_tokens_token_hash").on(t.tokenHash),
    index("auth_tokens_user").on(t.userId),
    check("auth_tokens_kind", sql`${t.kind} in ('access', 'refresh')`),
  ],
);

/**
 * Login attempts per fixed window (issue 6 §3): one row per key, e.g. `account:<address>:<name>`
 * or `address:<address>`. In the database, so no amount of other traffic evicts the counters of
 * an account under attack (an in-memory LRU forgot them); only expired windows are deleted.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_window_ends_at").on(t.windowEndsAt)],
);
