import type {
  BundleOption,
  CartItemOptions,
  CustomOption,
  Personalizations,
} from "#generated/types.ts";
import { AppError, type FieldError, notFound } from "../../../platform/http/app-error.ts";
import { translate } from "../../../platform/i18n.ts";
import { type CartProduct, loadBundleComponents, loadProducts } from "./cart-data.ts";
import type { DbOrTx } from "./cart-session.ts";

// spec 4 add rules by format: Simple and EProduct at once; a Configurable never (its variant is
// added instead); a Bundle only with a variant chosen for each configurable component, never a
// bundle in a bundle. Personalizations are checked against the product's custom options.

const sellable = (product: CartProduct | undefined): product is CartProduct =>
  product !== undefined && !product.isArchived;

function fieldError(languageCode: string, path: string, key: string, vars = {}): FieldError {
  return { path, key, message: translate(languageCode, key, vars) };
}

/** Field errors of personalizations against a product's custom options (spec 3, 5). */
export function personalizationErrors(
  customOptions: readonly CustomOption[],
  personalizations: Personalizations | undefined,
  input: { path: string; languageCode: string },
): FieldError[] {
  const given = personalizations ?? {};
  const errors: FieldError[] = [];
  const at = (sku: string) => `${input.path}/${sku}`;
  for (const [sku, value] of Object.entries(given)) {
    const option = customOptions.find((each) =>
      each.custom_option_values.some((optionValue) => optionValue.sku === sku),
    );
    if (!option) {
      errors.push(
        fieldError(input.languageCode, at(sku), "validation.additionalProperties", {
          property: sku,
        }),
      );
      continue;
    }
    if (value.length > option.max_characters)
      errors.push(
        fieldError(input.languageCode, at(sku), "validation.maxLength", {
          length: option.max_characters,
        }),
      );
    else if (option.option_type === "number" && !/^[0-9]+$/.test(value))
      errors.push(fieldError(input.languageCode, at(sku), "validation.pattern"));
    else if (option.option_type === "text" && value.trim() === "")
      errors.push(fieldError(input.languageCode, at(sku), "validation.required"));
  }
  for (const option of customOptions) {
    const skus = option.custom_option_values.map((value) => value.sku);
    if (option.is_required && skus.length > 0 && !skus.some((sku) => sku in given))
      errors.push(fieldError(input.languageCode, at(skus[0] ?? ""), "validation.required"));
  }
  return errors;
}

/** Personalizations with sorted keys, or nothing when empty: one line per product and options. */
function tidy(personalizations: Personalizations | undefined): Personalizations | undefined {
  const keys = Object.keys(personalizations ?? {}).sort();
  if (!personalizations || keys.length === 0) return undefined;
  return Object.fromEntries(keys.map((key) => [key, personalizations[key] ?? ""]));
}

/** A stable text of a line's options (cart_items.options_key): JSON with sorted keys. */
export function optionsKey(options: CartItemOptions): string {
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, each]) => each !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, each]) => [key, sortKeys(each)]));
  };
  return JSON.stringify(sortKeys(options));
}

const invalid = (fields: FieldError[]): AppError =>
  new AppError(400, (fields[0]?.key ?? "validation.required") as `validation.${string}`, fields);

/**
 * The product of an add and its options as stored (spec 4 add rules): 404 for a product the
 * site does not sell, 400 configurationNotSet for a Configurable, bundleNotConfigured for a
 * bundle's missing or wrong variant choice, bundleNested for a bundle in a bundle, field errors
 * for personalizations.
 */
export async function checkedLine(
  db: DbOrTx,
  input: {
    siteId: string;
    productId: number;
    options: CartItemOptions | undefined;
    languageCode: string;
  },
): Promise<{ product: CartProduct; options: CartItemOptions }> {
  const { siteId, languageCode } = input;
  const products = await loadProducts(db, { siteId, ids: [input.productId], languageCode });
  const product = products.get(input.productId);
  if (!sellable(product)) throw notFound();
  if (product.format === "Configurable") throw new AppError(400, "api.configurationNotSet");
  const own = input.options?.personalizations;
  const errors = personalizationErrors(product.customOptions, own, {
    path: "/body/options/personalizations",
    languageCode,
  });
  if (errors.length > 0) throw invalid(errors);
  const personalizations = tidy(own);
  const base = personalizations ? { personalizations } : {};
  if (product.format !== "Bundle") return { product, options: { ...base, bundleOptions: null } };
  const bundleOptions = await checkedBundle(db, {
    siteId,
    bundleId: product.id,
    chosen: input.options?.bundleOptions ?? [],
    languageCode,
  });
  return { product, options: { ...base, bundleOptions } };
}

async function checkedBundle(
  db: DbOrTx,
  input: {
    siteId: string;
    bundleId: number;
    chosen: readonly BundleOption[];
    languageCode: string;
  },
): Promise<BundleOption[]> {
  const components = (await loadBundleComponents(db, [input.bundleId])).get(input.bundleId) ?? [];
  const ids = components.map((each) => each.productId);
  const isKnown = (option: BundleOption) => ids.includes(option.productId);
  if (!input.chosen.every(isKnown)) throw new AppError(400, "api.bundleNotConfigured");
  const variantIds = input.chosen.flatMap((option) =>
    option.variantId === undefined ? [] : [option.variantId],
  );
  const products = await loadProducts(db, {
    siteId: input.siteId,
    ids: [...ids, ...variantIds],
    languageCode: input.languageCode,
  });
  const stored: BundleOption[] = [];
  const errors: FieldError[] = [];
  for (const { productId } of components) {
    const component = products.get(productId);
    if (!sellable(component)) throw notFound();
    if (component.format === "Bundle") throw new AppError(400, "api.bundleNested");
    const option = input.chosen.find((each) => each.productId === productId);
    let chosen = component;
    if (component.format === "Configurable") {
      const variant = option?.variantId === undefined ? undefined : products.get(option.variantId);
      const isVariant =
        sellable(variant) &&
        component.variantIds.includes(variant.id) &&
        (variant.format === "Simple" || variant.format === "EProduct");
      if (!isVariant) throw new AppError(400, "api.bundleNotConfigured");
      chosen = variant;
    } else if (option?.variantId !== undefined) throw new AppError(400, "api.bundleNotConfigured");
    errors.push(
      ...personalizationErrors(chosen.customOptions, option?.personalizations, {
        path: `/body/options/bundleOptions/${option ? input.chosen.indexOf(option) : 0}/personalizations`,
        languageCode: input.languageCode,
      }),
    );
    const personalizations = tidy(option?.personalizations);
    stored.push({
      productId,
      ...(chosen === component ? {} : { variantId: chosen.id }),
      ...(personalizations ? { personalizations } : {}),
    });
  }
  if (errors.length > 0) throw invalid(errors);
  return stored;
}
