import type { WidgetProps } from "@rjsf/utils";
import { controlProps, typed, widgetOptions } from "../widget-types.ts";

/** A longer text, several lines. */
function TextareaWidget(props: WidgetProps) {
  const { field } = widgetOptions(props);
  return (
    <textarea
      {...controlProps(props)}
      rows={5}
      className="account-field__input"
      maxLength={field.type === "textarea" ? (field.maxLength ?? 2000) : undefined}
      value={typeof props.value === "string" ? props.value : ""}
      onChange={(event) => props.onChange(typed(event.target.value))}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

/** The widget of this field type (widgets.ts). */
export { TextareaWidget as widget };
