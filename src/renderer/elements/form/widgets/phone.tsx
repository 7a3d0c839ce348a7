import type { WidgetProps } from "@rjsf/utils";
import { controlProps, typed } from "../widget-types.ts";

/** A phone number (digits, spaces, + ( ) / -). */
function PhoneWidget(props: WidgetProps) {
  return (
    <input
      {...controlProps(props)}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      maxLength={30}
      className="account-field__input"
      value={typeof props.value === "string" ? props.value : ""}
      onChange={(event) => props.onChange(typed(event.target.value))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

/** The widget of this field type (widgets.ts). */
export { PhoneWidget as widget };
