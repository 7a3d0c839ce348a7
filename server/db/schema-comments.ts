import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from "drizzle-orm/pg-core";
import { catalogProducts, sites, terms, users } from "./schema.ts";

// Comments and ratings (issue 22, spec 3 NumberOfStars … AnonymousCanMultipleReview; decision
// 052): one table for a post's comments and a product's reviews. Plain text only: the site
// shows it as text, never as HTML.

export const commentStatuses = ["published", "pending", "rejected"] as const;
export type CommentStatus = (typeof commentStatuses)[number];

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    siteId: text("site_id")
      .notNull()
      .references(() => sites.id),
    /** A post (a `terms` row of type post, one language's); exactly one target is set. */
    postId: integer("post_id").references(() => terms.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => catalogProducts.id, {
      onDelete: "cascade",
    }),
    /** The registered author; erasing the account deletes their comments (decision 015). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** An anonymous author's name (null for a registered author). */
    authorName: text("author_name"),
    /** An anonymous author's address, hashed with the site: AnonymousCanMultipleReview. */
    addressHash: text("address_hash"),
    body: text("body").notNull().default(""),
    /** 1..NumberOfStars, or null: a comment without a rating. */
    rating: smallint("rating"),
    status: varchar("status", { length: 16 }).$type<CommentStatus>().notNull(),
    languageCode: varchar("language_code", { length: 3 }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // a target's published comments, newest first (the site's list and its aggregate)
    index("comments_post_list")
      .on(t.postId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.postId} is not null`),
    index("comments_product_list")
      .on(t.productId, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.productId} is not null`),
    // the back office's moderation list: a site's comments by status, newest first
    index("comments_site_status").on(t.siteId, t.status, t.createdAt.desc(), t.id.desc()),
    index("comments_user").on(t.userId),
    check("comments_one_target", sql`(${t.postId} is null) <> (${t.productId} is null)`),
    check("comments_rating", sql`${t.rating} is null or ${t.rating} between 1 and 10`),
    check("comments_status", sql`${t.status} in ('published', 'pending', 'rejected')`),
    check("comments_body_length", sql`char_length(${t.body}) <= 5000`),
  ],
);
