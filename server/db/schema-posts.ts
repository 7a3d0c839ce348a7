import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { terms } from "./schema.ts";

// The blog (issue 22, decision 049): posts, post categories and tags are rows of `terms` (type
// 'post', 'postCategory', 'postTag'); this table ties a post to its categories and tags.

/**
 * A post's categories and tags, both rows of the post's language. Read from the term's side by
 * filterStandard's termSlugs (the index on term_id), from the post's side for its page.
 */
export const postTermLinks = pgTable(
  "post_term_links",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => terms.id, { onDelete: "cascade" }),
    termId: integer("term_id")
      .notNull()
      .references(() => terms.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["category", "tag"] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.termId] }),
    index("post_term_links_term").on(t.termId, t.postId),
    check("post_term_links_kind", sql`${t.kind} in ('category', 'tag')`),
  ],
);
