import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sites } from "./schema.ts";

// Redirects and the paths visitors missed (issue 22, spec 7 redirect addFailedRequest).

/**
 * A back-office user's redirect: a site path (normalised, redirects/normalise-path.ts) to
 * another path or an absolute URL, 301 or 302. Applied before a page renders (decision 050).
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    fromPath: text("from_path").notNull(),
    toTarget: text("to_target").notNull(),
    status: smallint("status").notNull().default(301),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("redirects_from").on(t.siteId, t.fromPath),
    check("redirects_status", sql`${t.status} in (301, 302)`),
  ],
);

/**
 * A path that answered 404, counted by one upsert per miss. Bounded per site: past the limit
 * the least recently seen rows go (record-missing.ts), so junk cannot grow it without end.
 */
export const missingUrls = pgTable(
  "missing_urls",
  {
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    path: text("path").notNull(),
    hits: integer("hits").notNull().default(1),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.path] }),
    index("missing_urls_last_seen").on(t.siteId, t.lastSeenAt),
    index("missing_urls_hits").on(t.siteId, t.hits),
  ],
);
