import type { WidgetProps } from "@rjsf/utils";
import { controlProps, widgetOptions } from "../widget-types.ts";

/** Any of the field's options, as checkboxes in a fieldset (its legend is the label). */
function CheckboxesWidget(props: WidgetProps) {
  const { field, optionLabels, label } = widgetOptions(props);
  const options = field.type === "checkboxes" ? field.options : [];
  const chosen: string[] = Array.isArray(props.value) ? (props.value as string[]) : [];
  const { id: _id, required: _required, ...control } = controlProps(props);
  const toggle = (value: string, isOn: boolean) => {
    const next = options.filter((option) => (option === value ? isOn : chosen.includes(option)));
    props.onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className="form-el__choices" id={props.id}>
      <legend className="account-field__label">
        {label}
        {props.required && <span aria-hidden="true"> *</span>}
      </legend>
      {options.map((value, index) => (
        <label key={value} className="account-check">
          <input
            {...control}
            type="checkbox"
            value={value}
            checked={chosen.includes(value)}
            onChange={(event) => toggle(value, event.target.checked)}
          />
          <span>{optionLabels[index] ?? value}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** The widget of this field type (widgets.ts). */
export { CheckboxesWidget as widget };
