import type {
  CartItem,
  CartPersonalization,
  CustomOption,
  Personalizations,
  ProductFormat,
} from "#generated/types.ts";
import type { CartProduct, ResolvedLine } from "./cart-data.ts";

// A cart line as the API shows it (spec 3 cart item): product data in the cart's language,
// prices, stock and availability.

/**
 * Units of a line's product left to sell; null: unlimited. A bundle has what its scarcest
 * component allows (floor(stock / qty in the bundle)), null when every component is unlimited.
 */
export function lineStock(line: Pick<ResolvedLine, "product" | "components">): number | null {
  if (line.product?.format !== "Bundle") return line.product?.stock ?? null;
  let least: number | null = null;
  for (const each of line.components) {
    const stock = each.chosen?.stock ?? null;
    if (stock === null) continue;
    const sets = Math.floor(stock / each.qty);
    least = least === null ? sets : Math.min(least, sets);
  }
  return least;
}

/** Still sold: the product and, for a bundle, every chosen component (not archived, present). */
export function isLineSold(line: Pick<ResolvedLine, "product" | "components">): boolean {
  if (!line.product || line.product.isArchived) return false;
  if (line.product.format !== "Bundle") return line.product.format !== "Configurable";
  return line.components.every(
    (each) =>
      each.chosen !== undefined &&
      !each.chosen.isArchived &&
      each.chosen.format !== "Configurable" &&
      each.chosen.format !== "Bundle",
  );
}

/** A variant's own words: its name past its configurable's ('Pregača Konoba, terakota'). */
export function variantLabel(variant: CartProduct, parent: CartProduct): string {
  const prefix = `${parent.name}, `;
  const label = variant.name.startsWith(prefix) ? variant.name.slice(prefix.length) : variant.name;
  return label.slice(0, 300);
}

/**
 * What the shopper typed, each with its option's title in the cart's language (else as written):
 * 'Gravura: „Ana i Ivo“' on the cart line, in the order and its documents. A value whose option
 * the product no longer has keeps its key as the label.
 */
export function labelledPersonalizations(
  customOptions: readonly CustomOption[] | null,
  typed: Personalizations | undefined,
  languageCode: string,
): CartPersonalization[] {
  return Object.entries(typed ?? {}).map(([sku, value]) => {
    const option = customOptions?.find((each) =>
      each.custom_option_values.some((optionValue) => optionValue.sku === sku),
    );
    const label = option ? (option.option_titles?.[languageCode] ?? option.option_title) : sku;
    return { label, value };
  });
}

export function toCartItem(
  line: ResolvedLine,
  money: {
    unitCharged: number;
    qty: number;
    rateBasisPoints: number;
    convert: ((cents: number) => number) | undefined;
  },
  languageCode: string,
): CartItem {
  const product = line.product as CartProduct;
  const { parent } = line;
  const stock = lineStock(line);
  const row = money.unitCharged * money.qty;
  const isBundle = product.format === "Bundle";
  const personalizations = labelledPersonalizations(
    product.customOptions,
    line.item.options.personalizations,
    languageCode,
  );
  return {
    itemId: line.item.id,
    productId: product.id,
    qty: line.item.qty,
    productData: {
      name: product.name,
      sku: product.sku,
      slug: product.slug,
      mainProductSlug: parent ? parent.slug : product.slug,
      format: product.format as ProductFormat,
      isVisibleIndividually: product.isVisibleIndividually,
      media: product.media.slice(0, 20),
      ...(parent ? { variantLabel: variantLabel(product, parent) } : {}),
      ...(personalizations.length > 0 ? { personalizations } : {}),
      ...(isBundle
        ? {
            components: line.components.flatMap((each) => {
              if (!each.chosen) return [];
              const typed = labelledPersonalizations(
                each.chosen.customOptions,
                each.personalizations,
                languageCode,
              );
              return [
                {
                  productId: each.chosen.id,
                  name: each.chosen.name,
                  qty: each.qty,
                  ...(typed.length > 0 ? { personalizations: typed } : {}),
                },
              ];
            }),
          }
        : {}),
    },
    prices: {
      finalPrice: money.unitCharged,
      row,
      rateBasisPoints: money.rateBasisPoints,
      ...(money.convert
        ? { converted: { finalPrice: money.convert(money.unitCharged), row: money.convert(row) } }
        : {}),
    },
    options: line.item.options,
    stock,
    isAvailable: isLineSold(line) && (stock === null || stock >= line.item.qty),
  };
}
