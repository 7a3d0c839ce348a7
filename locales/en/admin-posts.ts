import type { DeepStrings } from "../types.ts";
import type { adminPosts as hr } from "../hr/admin-posts.ts";

/** English texts of the post categories screen, typed against the Croatian source. */
export const adminPosts: DeepStrings<typeof hr> = {
  postCategories: "Post categories",
  intro:
    "The categories and tags of posts in the content language. A category with a parent is its subcategory; its slug may not be a post's slug.",
  type: "Kind",
  typeNames: { postCategory: "Category", postTag: "Tag" },
  title: "Name",
  slug: "Address (slug)",
  slugMain: "Shared key (the same in every language)",
  parent: "Parent category",
  noParent: "None",
  create: "Add",
  createTitle: "New category or tag",
  editTitle: "Edit: {title}",
  edit: "Edit",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  deleteConfirm: "Delete {title} in every language?",
  list: "Categories and tags ({total})",
  empty: "There are no categories or tags yet.",
  saved: "{title} is saved.",
  deleted: "{title} is deleted.",
};
