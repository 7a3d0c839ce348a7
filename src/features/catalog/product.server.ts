import { data, type LoaderFunctionArgs } from "react-router";
import type { CartItem, Product, ProductVariant } from "#generated/types.ts";
import { siteOrigin } from "#src/features/content/page.server.ts";
import { siteContext, type SiteRequest } from "#src/features/site/site-context.ts";
import { isAskedPart } from "#src/features/cart/bundle-parts.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { alternatesOf, categoryPath, productPath } from "./catalog-paths.ts";
import { dataOf } from "#src/lib/api-client.ts";
import { resolveMediaPictures } from "#src/renderer/resolve-media-pictures.server.ts";
import { loadComments } from "#src/features/comments/comments.server.ts";

function notFound(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router: a thrown data() is the response
  throw data(null, { status: 404 });
}

/**
 * The variant of a configurable product the URL chooses (`?colour=12&size=3`, value ids by
 * attribute code), the best match when only some are chosen, else the shop default (spec 3).
 */
export function chosenVariant(
  product: Pick<Product, "associatedProducts" | "associatedProductsAttributes">,
  search: URLSearchParams,
): ProductVariant | undefined {
  const wanted = product.associatedProductsAttributes.map((attribute) => ({
    code: attribute.attributeCode,
    id:
      Number(search.get(attribute.attributeCode)) ||
      attribute.values.find((value) => value.shopDefault)?.id,
  }));
  const score = (variant: ProductVariant) =>
    wanted.filter(({ code, id }) => search.has(code) && variant.attributes[code] === id).length;
  const ranked = [...product.associatedProducts].sort((a, b) => score(b) - score(a));
  return ranked[0];
}

/**
 * The full products of a bundle's components that its form asks about (spec 2 bundle
 * customization, spec 4): a configurable part (its variants and custom options) and a simple or
 * e-product part with custom options of its own (an engraving). A part without either is only
 * listed; whether a simple part has options is known only once it is loaded.
 */
async function bundleParts(
  site: SiteRequest,
  product: Product,
  currency: number | undefined,
): Promise<Product[]> {
  // spec 4: a bundle in a bundle is never sold, so it is nothing to ask about
  const components = product.bundles.filter((part) => part.product.format !== "Bundle");
  const parts = await Promise.all(
    components.map((part) =>
      dataOf(
        site.api.GET("/api/v1/product/web/get", {
          params: { query: { id: part.id, ...(currency ? { currency } : {}) } },
        }),
      ).catch((error: unknown) => {
        if (hasStatus(error, 404)) return undefined;
        throw error;
      }),
    ),
  );
  return parts.filter((part) => part !== undefined).filter(isAskedPart);
}

/**
 * spec 2, 4: a `cartItemId` on a product page edits that cart line: the line when it is in the
 * shopper's cart and holds this product (or one of its variants).
 */
async function editedLine(
  site: SiteRequest,
  product: Product,
  search: URLSearchParams,
): Promise<CartItem | null> {
  const itemId = Number(search.get("cartItemId"));
  if (!Number.isSafeInteger(itemId) || itemId <= 0) return null;
  const cart = await site.cart.get();
  const ids = new Set([product.id, ...product.associatedProducts.map((variant) => variant.id)]);
  return cart?.items.find((item) => item.itemId === itemId && ids.has(item.productId)) ?? null;
}

/** The product page (spec 2 `/product/{slug}`, `/de/produkt/{slug}`). */
export async function productLoader({ params, request, context }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const slug = params.slug;
  if (
    !site.isLanguageAllowed ||
    !slug ||
    !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ||
    slug.length > 120
  )
    notFound();
  let product: Product;
  try {
    // spec 3, 7: with the converted view of the shopper's currency, if they chose one
    product = await dataOf(
      site.api.GET("/api/v1/product/web/get", {
        params: { query: { slug, ...(site.currency ? { currency: site.currency.id } : {}) } },
      }),
    );
  } catch (error) {
    if (hasStatus(error, 404)) notFound();
    throw error;
  }
  const search = new URL(request.url).searchParams;
  const [parts, cartLine, pictures, comments] = await Promise.all([
    bundleParts(site, product, site.currency?.id),
    editedLine(site, product, search),
    // uploads among its pictures (gallery, variants, bundle and cross-sell cards): drawn as
    // <picture> with their size, the main one preloaded (issue 19)
    resolveMediaPictures({ content: product, api: site.api }),
    // issue 22: the product's reviews and their aggregate rating (decision 052)
    loadComments(site, {
      target: { targetType: "product", targetId: product.id },
      url: new URL(request.url),
    }),
  ]);
  // the edited line's variant, unless the URL chooses another
  const lineVariant = product.associatedProducts.find((each) => each.id === cartLine?.productId);
  const isChoosing = product.associatedProductsAttributes.some((attribute) =>
    search.has(attribute.attributeCode),
  );
  const variant = lineVariant && !isChoosing ? lineVariant : chosenVariant(product, search);
  const path = productPath(slug, site.language);
  const origin = siteOrigin(site.domain.domain);
  return {
    product,
    variant,
    bundleParts: parts,
    cartLine,
    pictures,
    comments,
    language: site.language,
    alternates: alternatesOf(product.slugs, productPath),
    canonicalUrl: `${origin}${path}`,
    origin,
    categoryUrl: product.mainCategory
      ? categoryPath(product.mainCategory.slug, site.language)
      : categoryPath(undefined, site.language),
  };
}

export type ProductData = Awaited<ReturnType<typeof productLoader>>;
