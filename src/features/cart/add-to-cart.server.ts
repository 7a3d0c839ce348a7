import type { CartItemOptions, Product, ProductCustomOption } from "#generated/types.ts";
import type { SiteRequest } from "#src/features/site/site-context.ts";
import { hasStatus } from "#src/lib/api-error.ts";
import { dataOf } from "#src/lib/api-client.ts";

/**
 * spec 4: a configurable (or a bundle's configurable part) needs a chosen variant first, a
 * bundle's part its required custom options.
 */
export type AddRefusal = { reason: "configurationNotSet"; productSlug: string };

/** The form field of a custom option: its first value's sku (custom-options.tsx names them). */
export const optionField = (option: ProductCustomOption): string =>
  option.custom_option_values[0]?.sku ?? option.option_title;

/** The field prefix of a bundle component's choices (`c12.colour`, `c12.ENGRAVING`). */
export const componentPrefix = (componentId: number): string => `c${componentId}.`;

/** spec 3 personalizations: what the shopper typed per custom option, empty ones left out. */
export function readPersonalizations(
  form: FormData,
  options: readonly ProductCustomOption[],
  prefix = "",
): Record<string, string> | undefined {
  const entries = options.flatMap((option) => {
    const key = optionField(option);
    const value = form.get(prefix + key);
    const text = typeof value === "string" ? value.trim() : "";
    return text ? [[key, text] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * The variant a form chose for a configurable product: `variantId` when it names one of the
 * product's variants, else the variant whose every attribute matches the posted selects
 * (`<prefix><attributeCode>` = value id). Undefined when nothing (or no variant) matches.
 */
export function chosenVariantId(
  form: FormData,
  product: Pick<Product, "associatedProducts" | "associatedProductsAttributes">,
  prefix = "",
): number | undefined {
  const named = Number(form.get(`${prefix}variantId`));
  if (product.associatedProducts.some((variant) => variant.id === named)) return named;
  const codes = product.associatedProductsAttributes.map((attribute) => attribute.attributeCode);
  if (codes.length === 0) return undefined;
  const wanted = codes.map((code) => [code, Number(form.get(prefix + code))] as const);
  if (wanted.some(([, id]) => !Number.isInteger(id) || id <= 0)) return undefined;
  return product.associatedProducts.find((variant) =>
    wanted.every(([code, id]) => variant.attributes[code] === id),
  )?.id;
}

/** A product by id as the cart adds it (spec 4: adding by id loads the full product first). */
export async function loadProduct(site: SiteRequest, id: number): Promise<Product | undefined> {
  try {
    return await dataOf(site.api.GET("/api/v1/product/web/get", { params: { query: { id } } }));
  } catch (error) {
    if (hasStatus(error, 404)) return undefined;
    throw error;
  }
}

/** spec 4: whether a form typed every required custom option (personalizations by sku). */
const hasRequired = (
  options: readonly ProductCustomOption[],
  typed: Record<string, string> | undefined,
): boolean =>
  options.every((option) => !option.is_required || optionField(option) in (typed ?? {}));

/**
 * What goes to the cart for a posted product (spec 4 add rules by format): a Simple or
 * EProduct as it is; a Configurable as its chosen variant; a Bundle only when every component
 * is chosen: each configurable component's variant, and each component's personalizations
 * (a simple part's engraving too) with its required ones typed. Custom options ride along.
 */
export async function cartLineOf(
  site: SiteRequest,
  product: Product,
  form: FormData,
): Promise<{ productId: number; options: CartItemOptions } | AddRefusal> {
  const personalizations = readPersonalizations(form, product.customOptions);
  if (product.format === "Configurable") {
    const variantId = chosenVariantId(form, product);
    if (variantId === undefined)
      return { reason: "configurationNotSet", productSlug: product.slug ?? "" };
    return { productId: variantId, options: { ...own(personalizations), bundleOptions: null } };
  }
  if (product.format !== "Bundle")
    return { productId: product.id, options: { ...own(personalizations), bundleOptions: null } };
  const refusal: AddRefusal = { reason: "configurationNotSet", productSlug: product.slug ?? "" };
  // a part's options are known only from its full product (a nested bundle the API refuses)
  const parts = await Promise.all(
    product.bundles.map((component) =>
      component.product.format === "Bundle"
        ? Promise.resolve(undefined)
        : loadProduct(site, component.id),
    ),
  );
  const bundleOptions: NonNullable<CartItemOptions["bundleOptions"]> = [];
  for (const [index, component] of product.bundles.entries()) {
    const prefix = componentPrefix(component.id);
    const full = parts[index];
    const variantId =
      full?.format === "Configurable" ? chosenVariantId(form, full, prefix) : undefined;
    if (component.product.format === "Configurable" && variantId === undefined) return refusal;
    const typed = full ? readPersonalizations(form, full.customOptions, prefix) : undefined;
    if (full && !hasRequired(full.customOptions, typed)) return refusal;
    bundleOptions.push({
      productId: component.id,
      ...(variantId !== undefined && { variantId }),
      ...own(typed),
    });
  }
  return { productId: product.id, options: { ...own(personalizations), bundleOptions } };
}

// an absent key, not an undefined one: the API's schema allows no undefined properties
const own = (personalizations: Record<string, string> | undefined) =>
  personalizations ? { personalizations } : {};

export const isRefusal = (value: object): value is AddRefusal => "reason" in value;
