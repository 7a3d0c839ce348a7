import type { WidgetProps } from "@rjsf/utils";
import { controlProps, typed, widgetOptions } from "../widget-types.ts";

/** A one-line text field. */
function TextWidget(props: WidgetProps) {
  const { field } = widgetOptions(props);
  return (
    <input
      {...controlProps(props)}
      type="text"
      className="account-field__input"
      maxLength={field.type === "text" ? (field.maxLength ?? 200) : undefined}
      value={typeof props.value === "string" ? props.value : ""}
      onChange={(event) => props.onChange(typed(event.target.value))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

/** The widget of this field type (widgets.ts). */
export { TextWidget as widget };
