import type { CommentList, Product, ProductVariant } from "#generated/types.ts";
import { ratingJsonLd } from "#src/features/comments/rating-json-ld.ts";

/**
 * schema.org Product with its Offer, and the BreadcrumbList to it, so search engines show price
 * and availability. `<` is escaped so no text can close the script element.
 */
export function productJsonLd(input: {
  product: Product;
  variant: ProductVariant | undefined;
  url: string;
  origin: string;
  categoryUrl: string;
  shopName: string;
  /** The published reviews' first page and aggregate (issue 22, decision 052). */
  reviews?: CommentList;
}): string {
  const { product, variant } = input;
  const image = variant?.image ?? product.image;
  const graph = [
    {
      "@type": "Product",
      name: product.name,
      sku: variant?.sku ?? product.sku,
      description: product.shortDescription,
      ...(image ? { image: `${input.origin}${image.src}` } : {}),
      offers: {
        "@type": "Offer",
        url: input.url,
        price: (variant?.finalPrice ?? product.finalPrice ?? 0).toFixed(2),
        priceCurrency: product.currency?.label ?? "EUR",
        availability: product.isInStock
          ? "https://schema.org/InStock"
          : "https://schema.org/OutOfStock",
      },
      // issue 22: the published reviews' aggregate and a few of them (decision 052)
      ...ratingJsonLd(input.reviews),
    },
    {
      "@type": "BreadcrumbList",
      itemListElement: [
        {
          name: input.shopName,
          item: `${input.origin}${input.categoryUrl.split("/shop")[0]}/shop`,
        },
        ...(product.mainCategory
          ? [{ name: product.mainCategory.name, item: `${input.origin}${input.categoryUrl}` }]
          : []),
        { name: product.name, item: input.url },
      ].map((entry, index) => ({ "@type": "ListItem", position: index + 1, ...entry })),
    },
  ];
  return JSON.stringify({ "@context": "https://schema.org", "@graph": graph }).replace(
    /</g,
    "\\u003c",
  );
}
