import type { DeepStrings } from "../types.ts";
import type { blog as source } from "../hr/blog.ts";

export const blog: DeepStrings<typeof source> = {
  title: "Blog",
  intro: "News, recipes and stories from the konoba.",
  categories: "Post categories",
  allPosts: "All posts",
  subcategories: "Subcategories",
  noPosts: "There are no posts here yet.",
  readMore: "Read more",
  by: "By {author}",
  tags: "Tags",
  loadMore: "Load more",
  pageOf: "Page {page} of {total}",
  firstPage: "First page",
  lastPage: "Last page",
  backToBlog: "Back to the blog",
};
