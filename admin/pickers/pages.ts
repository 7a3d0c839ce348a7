import { localisePath } from "#src/lib/languages.ts";
import { registerPickerSource } from "../builder/inspector/picker-sources.ts";
import { dataOf } from "#src/lib/api-client.ts";

/** Pages of the site for the link picker (the builder's own source; spec 2 link target page). */
registerPickerSource({
  kind: "page",
  async search(api, query, language) {
    const pages = await dataOf(api.GET("/api/v1/admin/builder/pages"));
    const needle = query.trim().toLocaleLowerCase();
    return pages
      .flatMap((page) =>
        page.languages
          .filter((variant) => variant.language_code === language)
          .map((variant) => ({
            label: variant.title,
            href: localisePath(
              page.isHomePage ? "/" : `/${variant.slug ?? page.slugMain}`,
              language,
            ),
          })),
      )
      .filter((item) => !needle || item.label.toLocaleLowerCase().includes(needle));
  },
});
