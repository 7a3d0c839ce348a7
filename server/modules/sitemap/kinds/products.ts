import { and, asc, count, eq, gt, inArray, not } from "drizzle-orm";
import { routes } from "#generated/routes.ts";
import { catalogProducts, catalogProductTranslations } from "../../../db/schema.ts";
import { cacheTags } from "../../../platform/cache-keys.ts";
import { groupByKey, hreflangOf, localisedUrl, type SitemapKind } from "../sitemap-kind.ts";
import { absoluteUrl } from "../sitemap-xml.ts";

const productPath = routes.entries.find((entry) => entry.id === "product")!.paths;
// a product's gallery; Google reads up to 1,000 pictures a URL, ours show far fewer
const maxImages = 20;

const listed = (siteId: string) =>
  and(
    eq(catalogProducts.siteId, siteId),
    not(catalogProducts.isArchived),
    eq(catalogProducts.isVisibleIndividually, true),
  );

/** Products a visitor can open (not archived, visible individually), by id. */
export const productsKind: SitemapKind = {
  name: "products",
  tags: (siteId) => [cacheTags.catalog(siteId)],
  async count(services, scope) {
    const [row] = await services.db
      .select({ value: count() })
      .from(catalogProducts)
      .where(listed(scope.siteId));
    return Number(row?.value ?? 0);
  },
  async keyAt(services, scope, position) {
    const [row] = await services.db
      .select({ id: catalogProducts.id })
      .from(catalogProducts)
      .where(listed(scope.siteId))
      .orderBy(asc(catalogProducts.id))
      .offset(position)
      .limit(1);
    return row?.id;
  },
  async chunk(services, scope, { after, limit }) {
    const products = await services.db
      .select({
        id: catalogProducts.id,
        updatedAt: catalogProducts.updatedAt,
        media: catalogProducts.media,
      })
      .from(catalogProducts)
      .where(
        and(
          listed(scope.siteId),
          typeof after === "number" ? gt(catalogProducts.id, after) : undefined,
        ),
      )
      .orderBy(asc(catalogProducts.id))
      .limit(limit);
    const ids = products.map((product) => product.id);
    const translations =
      ids.length === 0
        ? []
        : await services.db
            .select({
              key: catalogProductTranslations.productId,
              code: catalogProductTranslations.languageCode,
              slug: catalogProductTranslations.slug,
            })
            .from(catalogProductTranslations)
            .where(
              and(
                inArray(catalogProductTranslations.productId, ids),
                inArray(catalogProductTranslations.languageCode, scope.languageCodes),
              ),
            )
            .orderBy(
              asc(catalogProductTranslations.productId),
              asc(catalogProductTranslations.languageCode),
            );
    const byId = new Map(products.map((product) => [product.id, product]));
    const entries = groupByKey(translations).map((versions) => {
      const product = byId.get(versions[0]!.key)!;
      return {
        versions: versions.flatMap((row) => {
          const loc = localisedUrl(scope, { code: row.code, path: productPath, slug: row.slug });
          return loc ? [{ hreflang: hreflangOf(row.code), loc, lastmod: product.updatedAt }] : [];
        }),
        images: product.media
          .slice(0, maxImages)
          .flatMap((item) => absoluteUrl(scope.origin, item.src) ?? []),
      };
    });
    return { entries, last: ids.at(-1), read: ids.length };
  },
};
