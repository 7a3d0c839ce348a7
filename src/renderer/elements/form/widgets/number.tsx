import type { WidgetProps } from "@rjsf/utils";
import { controlProps, widgetOptions } from "../widget-types.ts";

/** A number within the field's bounds. */
function NumberWidget(props: WidgetProps) {
  const { field } = widgetOptions(props);
  const bounds = field.type === "number" ? field : undefined;
  return (
    <input
      {...controlProps(props)}
      type="number"
      inputMode="decimal"
      step="any"
      min={bounds?.minimum}
      max={bounds?.maximum}
      className="account-field__input"
      value={typeof props.value === "number" ? props.value : ""}
      onChange={(event) => {
        const text = event.target.value;
        props.onChange(text === "" || !Number.isFinite(Number(text)) ? undefined : Number(text));
      }}
      onBlur={() => props.onBlur(props.id, props.value)}
    />
  );
}

/** The widget of this field type (widgets.ts). */
export { NumberWidget as widget };
