import type { CartItemOptions, Product } from "#generated/types.ts";
import { CustomOptions } from "#src/features/catalog/custom-options.tsx";
import { useTranslation } from "#src/lib/use-translation.ts";
import { isAskedPart } from "./bundle-parts.ts";

type Currency = { label: string; symbol: string } | null | undefined;

/**
 * A bundle's parts as its form asks for them (spec 2 bundle customization, spec 4): each
 * configurable part a select per attribute (only values some variant has) and its text or
 * number custom options, a simple or e-product part its custom options (an engraving); the
 * other parts listed. Field names carry the part's id (`c12.colour`, `c12.ENGRAVING`), so one
 * form holds them all (add-to-cart.server.ts reads them).
 */
export function BundleFields({
  bundle,
  parts,
  code2,
  currency,
  idPrefix,
  chosen,
}: {
  bundle: Product;
  parts: readonly Product[];
  code2: string;
  currency: Currency;
  idPrefix: string;
  /** The cart line's choices when the form edits a line (cartItemId): the fields start there. */
  chosen: CartItemOptions["bundleOptions"] | undefined;
}) {
  const { t } = useTranslation("cart");
  return (
    <div className="bundle-fields">
      <h2 className="bundle-fields__title">{t("components")}</h2>
      <ul className="bundle-fields__parts">
        {bundle.bundles.map((component) => {
          const part = parts.find((each) => each.id === component.id);
          const heading = t("bundle.component", {
            qty: component.qty,
            name: component.product.name ?? "",
          });
          if (!part || !isAskedPart(part))
            return (
              <li key={component.id} className="bundle-fields__part">
                {heading}
              </li>
            );
          const prefix = `c${component.id}.`;
          const choice = chosen?.find((each) => each.productId === component.id);
          const variant = part.associatedProducts.find((each) => each.id === choice?.variantId);
          // a simple or e-product part has no attributes to choose, only its custom options
          const attributes =
            part.format === "Configurable" ? part.associatedProductsAttributes : [];
          return (
            <li key={component.id} className="bundle-fields__part bundle-fields__part--choice">
              <fieldset className="bundle-fields__choice">
                <legend>{heading}</legend>
                {attributes.map((attribute) => {
                  const id = `${idPrefix}-${component.id}-${attribute.attributeCode}`;
                  const offered = attribute.values.filter((value) =>
                    part.associatedProducts.some(
                      (variant) => variant.attributes[attribute.attributeCode] === value.id,
                    ),
                  );
                  return (
                    <div key={attribute.attributeCode} className="bundle-fields__select">
                      <label htmlFor={id}>{attribute.label}</label>
                      <select
                        id={id}
                        name={prefix + attribute.attributeCode}
                        required
                        defaultValue={variant?.attributes[attribute.attributeCode] ?? ""}
                      >
                        <option value="" disabled>
                          {t("bundle.choose")}
                        </option>
                        {offered.map((value) => (
                          <option key={value.id} value={value.id}>
                            {value.value}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
                <CustomOptions
                  options={part.customOptions}
                  code2={code2}
                  currency={currency}
                  namePrefix={prefix}
                  defaults={choice?.personalizations}
                  idPrefix={`${idPrefix}-${component.id}-option`}
                />
              </fieldset>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
