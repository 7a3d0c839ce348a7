import { useLoaderData } from "react-router";
import type { BlogData } from "./blog.server.ts";
import { PostListView } from "./post-list-view.tsx";
import { PostView } from "./post-view.tsx";

/** The blog screen (spec 2): the list or a category's view, or a post's page. */
export function BlogView() {
  const data = useLoaderData<BlogData>();
  return data.kind === "post" ? <PostView /> : <PostListView />;
}
