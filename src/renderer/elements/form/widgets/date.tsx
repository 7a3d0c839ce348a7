import type { WidgetProps } from "@rjsf/utils";
import { controlProps, typed } from "../widget-types.ts";

/** A date (the browser's date picker; the value is YYYY-MM-DD). */
function DateWidget(props: WidgetProps) {
  return (
    <input
      {...controlProps(props)}
      type="date"
      className="account-field__input"
      value={typeof props.value === "string" ? props.value : ""}
      onChange={(event) => props.onChange(typed(event.target.value))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

/** The widget of this field type (widgets.ts). */
export { DateWidget as widget };
