import type {
  BuilderDocumentMeta,
  BuilderStructure,
  BuilderTranslationReview,
  ElementNode,
  LocalisedProps,
  MediaItem,
  PageDocument,
} from "#generated/types.ts";
import {
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
import { sql } from "drizzle-orm";
import { sites, users } from "./schema.ts";

// Tables of the visual builder and the media library (issue 7). Shapes of JSON columns come from
// schemas/ through codegen; stored documents are read through their validators, never cast.

/**
 * The draft of a page or blog post (key = slugMain; decision 053) or a layout section (key = its
 * handler), shared by every language: the tree with the default language's props. `revision`
 * rises with every save; a save names the revision it was based on (optimistic concurrency, 409 when someone saved since).
 */
export const builderDocuments = pgTable(
  "builder_documents",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    kind: text("kind", { enum: ["page", "section", "post"] }).notNull(),
    key: text("key").notNull(),
    structure: jsonb("structure").$type<BuilderStructure>().notNull(),
    revision: integer("revision").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("builder_documents_key").on(t.siteId, t.kind, t.key),
    check("builder_documents_kind", sql`${t.kind} in ('page', 'section', 'post')`),
  ],
);

/**
 * One language of a builder document: its meta (title, slug, description), its localised props,
 * and its publishing state. `draftRevision` is the document revision at which this language's
 * draft last changed; it has unpublished changes while that differs from `publishedRevision`.
 * A due `scheduledAt` is published by the scheduler (server/modules/builder/scheduler.ts).
 */
export const builderTranslations = pgTable(
  "builder_translations",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => builderDocuments.id, { onDelete: "cascade" }),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    meta: jsonb("meta").$type<BuilderDocumentMeta>().notNull(),
    localised: jsonb("localised").$type<LocalisedProps>().notNull(),
    /** Elements hidden in this language and untranslated texts confirmed for it (decision 057). */
    review: jsonb("review")
      .$type<BuilderTranslationReview>()
      .notNull()
      .default({ hidden: [], confirmed: {} }),
    draftRevision: integer("draft_revision").notNull(),
    publishedRevision: integer("published_revision"),
    publishedVersion: integer("published_version"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    scheduledBy: integer("scheduled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.languageCode] }),
    index("builder_translations_scheduled").on(t.scheduledAt),
  ],
);

/** Every publish of one language: the whole document as it went public, with author and time. */
export const builderVersions = pgTable(
  "builder_versions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => builderDocuments.id, { onDelete: "cascade" }),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    number: integer("number").notNull(),
    meta: jsonb("meta").$type<BuilderDocumentMeta>().notNull(),
    document: jsonb("document").$type<PageDocument>().notNull(),
    options: jsonb("options").$type<Record<string, unknown>>(),
    mobileOptions: jsonb("mobile_options").$type<Record<string, unknown>>(),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("builder_versions_number").on(t.documentId, t.languageCode, t.number)],
);

/** Masters (an element subtree whose instances follow it) and templates (whole pages). */
export const masters = pgTable(
  "masters",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    kind: text("kind", { enum: ["master", "template"] }).notNull(),
    title: text("title").notNull(),
    element: jsonb("element").$type<ElementNode>(),
    document: jsonb("document").$type<PageDocument>(),
    revision: integer("revision").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("masters_site_kind").on(t.siteId, t.kind),
    check("masters_kind", sql`${t.kind} in ('master', 'template')`),
  ],
);

/** The media library (spec 3 Media item); files live under DATA_DIR/media (design.md). */
export const mediaItems = pgTable(
  "media_items",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    caption: text("caption").notNull().default(""),
    mime: text("mime").$type<MediaItem["mime"]>().notNull(),
    extension: text("extension").$type<MediaItem["extension"]>().notNull(),
    hash: varchar("hash", { length: 64 }).notNull(),
    /** The folder under DATA_DIR/media that holds this item's files. */
    folder: text("folder").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    originalName: text("original_name").notNull(),
    alternativePaths: jsonb("alternative_paths").$type<MediaItem["alternativePaths"]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_items_site").on(t.siteId, t.id)],
);
