import type { WidgetProps } from "@rjsf/utils";
import { defaultFileAccept } from "#common/forms/form-labels.ts";
import { controlProps, widgetOptions } from "../widget-types.ts";

/**
 * Files to send with the form: the value is their names (what the schema checks); the files
 * themselves go in the posted form, where the server reads their type from their content.
 */
function FileWidget(props: WidgetProps) {
  const { field, hint } = widgetOptions(props);
  const file = field.type === "file" ? field : undefined;
  const maxFiles = file?.maxFiles ?? 1;
  return (
    <>
      <input
        {...controlProps(props)}
        type="file"
        className="account-field__input"
        multiple={maxFiles > 1}
        accept={(file?.accept ?? defaultFileAccept).join(",")}
        onChange={(event) => {
          const names = [...(event.target.files ?? [])].map((each) => each.name);
          props.onChange(names.length > 0 ? names : undefined);
        }}
      />
      {hint && <p className="form-el__hint">{hint}</p>}
    </>
  );
}

/** The widget of this field type (widgets.ts). */
export { FileWidget as widget };
