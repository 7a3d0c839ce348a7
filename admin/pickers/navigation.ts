import { searchTextOf } from "#common/search-text.ts";
import type { NavigationItem } from "#generated/types.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** The tree flattened, each title after its parents' ("Restoran › Jelovnik"). */
function flatten(
  items: readonly NavigationItem[],
  trail = "",
): { path: string; item: NavigationItem }[] {
  return items.flatMap((item) => {
    const path = trail ? `${trail} › ${item.title}` : item.title;
    return [{ path, item }, ...flatten(item.children, path)];
  });
}

/**
 * Navigation items for the link picker (spec 2 link target: navigation items, internal, static
 * or external): the items of the main menu in the page's language, matched without diacritics.
 * The link keeps the item's address; the site opens it as the item's type says
 * (src/renderer/link-target.ts).
 */
registerPickerSource({
  kind: "internal",
  async search(api, query) {
    const items = await dataOf(
      api.GET("/api/v1/cms/navigation/tree/{handle}", { params: { path: { handle: "main" } } }),
    );
    const wanted = searchTextOf(query);
    return flatten(items)
      .filter(({ path, item }) => item.link && (!wanted || searchTextOf(path).includes(wanted)))
      .map(({ path, item }) => ({ id: item.id, label: path, href: item.link }));
  },
});
