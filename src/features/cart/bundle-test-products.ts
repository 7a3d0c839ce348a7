import type { Product, ProductCustomOption, ProductFormat } from "#generated/types.ts";

// Products of the bundle tests beside this file (bundle-fields, add-to-cart.server): the fields
// the API answers, with only what a test sets differing.

const euro = { id: 1, label: "EUR", symbol: "€" };

/** A custom option with one value (its field is named by the value's sku). */
export const option = (
  sku: string,
  { isRequired = false, price = 0 }: { isRequired?: boolean; price?: number } = {},
): ProductCustomOption => ({
  option_title: sku === "ENGRAVING" ? "Engraving" : sku,
  option_type: "text",
  is_required: isRequired,
  max_characters: 20,
  custom_option_values: [{ sku, label: sku, price, convertedPrice: null }],
});

/** A product of a format with an id, its name and slug made from the id. */
export function testProduct(
  id: number,
  format: ProductFormat,
  more: Partial<Product> = {},
): Product {
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    title: `Product ${id}`,
    type: "product",
    format,
    sku: `SKU-${id}`,
    image: null,
    shortDescription: "",
    discount: 0,
    basicPrice: 10,
    retailPrice: 10,
    finalPrice: 10,
    membershipPrice: null,
    categoryPriority: 0,
    isFeatured: false,
    mainCategory: null,
    currency: euro,
    convertedPrices: null,
    description: "",
    media: [],
    bundles: [],
    crossSellProducts: [],
    associatedProducts: [],
    associatedProductsAttributes: [],
    attributeSet: { attributes: [] },
    customOptions: [],
    categories: [],
    tags: [],
    isVisibleIndividually: true,
    isInStock: true,
    slugs: {},
    ...more,
  };
}

/** A bundle of the parts, one of each, as the API lists them (their list fields). */
export const testBundle = (id: number, parts: readonly Product[]): Product =>
  testProduct(id, "Bundle", {
    bundles: parts.map((part) => ({
      id: part.id,
      qty: 1,
      product: { id: part.id, name: part.name, slug: part.slug, format: part.format },
    })),
  });
