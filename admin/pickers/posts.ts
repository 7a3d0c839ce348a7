import { blogPath } from "#src/features/blog/blog-paths.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";

/**
 * Posts and post categories for the link picker (spec 2: terms by type post; a category's view
 * and a post share the blog's URL segment): the categories, then the latest hundred posts, by
 * a part of their title.
 */
registerPickerSource({
  kind: "post",
  async search(api, query, language) {
    const [{ categories }, { records }] = await Promise.all([
      dataOf(api.POST("/api/v1/cms/term/filter", { body: { noPaginate: true } })),
      dataOf(api.POST("/api/v1/cms/post/filterStandard", { body: { limit: 100 } })),
    ]);
    const needle = query.trim().toLocaleLowerCase();
    return [...categories, ...records]
      .filter((term) => term.title.toLocaleLowerCase().includes(needle))
      .map((term) => ({ label: term.title, href: blogPath(term.slug, language) }));
  },
});
