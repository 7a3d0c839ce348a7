import { formatMoney } from "#common/money.ts";
import type { ProductCustomOption } from "#generated/types.ts";
import { useTranslation } from "#src/lib/use-translation.ts";

type Currency = { label: string; symbol: string } | null | undefined;

/**
 * The product's custom options (spec 3 customOptions) as labelled fields the shopper fills:
 * a text or number input per option, titled by its option_title, its values (surcharges, in the
 * shopper's currency as the product's prices) and limits said under it. They are fields of the
 * add-to-cart form around them (src/features/cart/add-to-cart-form.tsx): the cart's
 * personalizations, keyed by the option value's sku (a bundle's part prefixes its own).
 * Ids come from the option's place, not useId: the server (React) and the browser (Preact)
 * number useId differently (decision 027); a list drawn twice on a page takes an idPrefix.
 */
export function CustomOptions({
  options,
  code2,
  currency,
  namePrefix = "",
  idPrefix = "custom-option",
  title,
  defaults,
}: {
  options: ProductCustomOption[];
  code2: string;
  /** The currency of the prices shown (shownPrices): the converted one when the API sent it. */
  currency: Currency;
  /** Field names' prefix (a bundle component's `c12.`). */
  namePrefix?: string;
  idPrefix?: string;
  title?: string;
  /** What a cart line being edited holds (its personalizations, by sku). */
  defaults?: Readonly<Record<string, string>> | undefined;
}) {
  const { t } = useTranslation("catalog");
  if (options.length === 0) return null;
  const money = (amount: number) =>
    formatMoney(amount, { language: code2, currency: currency?.label, symbol: currency?.symbol });
  return (
    <section className="product-section custom-options" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{title ?? t("customOptions")}</h2>
      {options.map((option, index) => {
        const id = `${idPrefix}-${index}`;
        const name = option.custom_option_values[0]?.sku ?? option.option_title;
        const isNumber = option.option_type === "number";
        const hints = [
          ...option.custom_option_values.map((value) =>
            value.price
              ? `${value.label} (+${money(value.convertedPrice ?? value.price)})`
              : value.label,
          ),
          ...(isNumber ? [] : [t("maxCharacters", { count: option.max_characters })]),
        ];
        return (
          <div key={id} className="custom-option">
            <label htmlFor={id} className="custom-option__label">
              {option.option_title}
              {option.is_required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              id={id}
              className="custom-option__input"
              // the cart's personalizations key options by name (spec 3 cart item options)
              name={namePrefix + name}
              defaultValue={defaults?.[name]}
              {...(isNumber
                ? {
                    type: "number",
                    inputMode: "numeric",
                    min: 0,
                    // a number of at most max_characters digits
                    max: option.max_characters < 16 ? 10 ** option.max_characters - 1 : undefined,
                    step: 1,
                  }
                : { type: "text", maxLength: option.max_characters })}
              required={option.is_required}
              autoComplete="off"
              aria-describedby={hints.length > 0 ? `${id}-hint` : undefined}
            />
            {hints.length > 0 && (
              <p id={`${id}-hint`} className="custom-option__hint">
                {hints.join(", ")}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
