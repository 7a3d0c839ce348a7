import type { WidgetProps } from "@rjsf/utils";
import { useTranslation } from "#src/lib/use-translation.ts";
import { controlProps, typed, widgetOptions } from "../widget-types.ts";

/** One of the field's options, from a drop-down. */
function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation("elements");
  const { field, optionLabels } = widgetOptions(props);
  const options = field.type === "select" ? field.options : [];
  return (
    <select
      {...controlProps(props)}
      className="account-field__input"
      value={typeof props.value === "string" ? props.value : ""}
      onChange={(event) => props.onChange(typed(event.target.value))}
      onBlur={() => props.onBlur(props.id, props.value)}
    >
      <option value="">{t("form.choose")}</option>
      {options.map((value, index) => (
        <option key={value} value={value}>
          {optionLabels[index] ?? value}
        </option>
      ))}
    </select>
  );
}

/** The widget of this field type (widgets.ts). */
export { SelectWidget as widget };
