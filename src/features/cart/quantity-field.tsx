import { useTranslation } from "#src/lib/use-translation.ts";
import { maxQuantity } from "./quantity.ts";

/**
 * A numeric quantity input (spec 5: a whole number above 0; the cart's quantity input is
 * numeric), labelled, with the browser's own checks for a plain post.
 */
export function QuantityField({
  id,
  defaultValue,
  label,
  isLabelHidden = false,
  onChange,
  error,
}: {
  id: string;
  defaultValue: number;
  label?: string;
  isLabelHidden?: boolean;
  onChange?: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation("cart");
  return (
    <div className="quantity-field">
      <label htmlFor={id} className={isLabelHidden ? "visually-hidden" : "quantity-field__label"}>
        {label ?? t("quantity")}
      </label>
      <input
        id={id}
        name="qty"
        type="number"
        inputMode="numeric"
        min={1}
        max={maxQuantity}
        step={1}
        required
        defaultValue={defaultValue}
        className="quantity-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="quantity-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
