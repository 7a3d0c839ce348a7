import type { DeepStrings } from "../types.ts";
import type { adminComments as hr } from "../hr/admin-comments.ts";

/** English texts of the comments screen, typed against the Croatian source. */
export const adminComments: DeepStrings<typeof hr> = {
  comments: "Comments",
  intro:
    "Comments on posts and product reviews. New comments wait for approval while the RequireAdminPublishing option is on; they come first in the list.",
  filters: "Comment filter",
  status: "Status",
  all: "All",
  statusNames: { pending: "Pending", published: "Published", rejected: "Rejected" },
  show: "Show",
  list: "Comments ({total})",
  pending: "Pending: {count}",
  empty: "No comments with this status.",
  author: "Author",
  target: "On",
  post: "Post",
  product: "Product",
  text: "Comment",
  rating: "Rating",
  noRating: "—",
  stars: "{stars} ★",
  date: "Date",
  anonymous: "(not signed in)",
  approve: "Approve",
  reject: "Reject",
  delete: "Delete",
  approveLabel: "Approve the comment by {author}",
  rejectLabel: "Reject the comment by {author}",
  deleteLabel: "Delete the comment by {author}",
  approved: "The comment by {author} is published.",
  rejected: "The comment by {author} is rejected.",
  deleted: "The comment is deleted.",
};
