import { and, asc, count, eq, gt, inArray } from "drizzle-orm";
import { routes } from "#generated/routes.ts";
import { catalogCategories, catalogCategoryTranslations } from "../../../db/schema.ts";
import { cacheTags } from "../../../platform/cache-keys.ts";
import { groupByKey, hreflangOf, localisedUrl, type SitemapKind } from "../sitemap-kind.ts";
import { absoluteUrl } from "../sitemap-xml.ts";

const categoryPath = routes.entries.find((entry) => entry.id === "shopCategory")!.paths;

/** Product categories (spec 2 shop category), by id; they keep no time of change: no lastmod. */
export const categoriesKind: SitemapKind = {
  name: "categories",
  tags: (siteId) => [cacheTags.catalog(siteId)],
  async count(services, scope) {
    const [row] = await services.db
      .select({ value: count() })
      .from(catalogCategories)
      .where(eq(catalogCategories.siteId, scope.siteId));
    return Number(row?.value ?? 0);
  },
  async keyAt(services, scope, position) {
    const [row] = await services.db
      .select({ id: catalogCategories.id })
      .from(catalogCategories)
      .where(eq(catalogCategories.siteId, scope.siteId))
      .orderBy(asc(catalogCategories.id))
      .offset(position)
      .limit(1);
    return row?.id;
  },
  async chunk(services, scope, { after, limit }) {
    const categories = await services.db
      .select({ id: catalogCategories.id, image: catalogCategories.image })
      .from(catalogCategories)
      .where(
        and(
          eq(catalogCategories.siteId, scope.siteId),
          typeof after === "number" ? gt(catalogCategories.id, after) : undefined,
        ),
      )
      .orderBy(asc(catalogCategories.id))
      .limit(limit);
    const ids = categories.map((category) => category.id);
    const translations =
      ids.length === 0
        ? []
        : await services.db
            .select({
              key: catalogCategoryTranslations.categoryId,
              code: catalogCategoryTranslations.languageCode,
              slug: catalogCategoryTranslations.slug,
            })
            .from(catalogCategoryTranslations)
            .where(
              and(
                inArray(catalogCategoryTranslations.categoryId, ids),
                inArray(catalogCategoryTranslations.languageCode, scope.languageCodes),
              ),
            )
            .orderBy(
              asc(catalogCategoryTranslations.categoryId),
              asc(catalogCategoryTranslations.languageCode),
            );
    const byId = new Map(categories.map((category) => [category.id, category]));
    const entries = groupByKey(translations).map((versions) => {
      const image = byId.get(versions[0]!.key)?.image;
      return {
        versions: versions.flatMap((row) => {
          const loc = localisedUrl(scope, { code: row.code, path: categoryPath, slug: row.slug });
          return loc ? [{ hreflang: hreflangOf(row.code), loc, lastmod: null }] : [];
        }),
        images: image ? [absoluteUrl(scope.origin, image.src) ?? []].flat() : [],
      };
    });
    return { entries, last: ids.at(-1), read: ids.length };
  },
};
