import type { FieldTemplateProps, ObjectFieldTemplateProps } from "@rjsf/utils";
import type { FieldWidgetOptions } from "./widget-types.ts";

/** A field as the site's other forms draw one: label, control, its error beneath. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, rawErrors = [], required, uiSchema } = props;
  const options = uiSchema?.["ui:options"] as FieldWidgetOptions | undefined;
  // the form itself (root) draws nothing around its fields
  if (!options?.field) return children;
  const error = rawErrors[0];
  return (
    <div className="account-field form-el__field">
      {options.field.type !== "checkboxes" && (
        <label htmlFor={id} className="account-field__label">
          {options.label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="account-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The fields one after another (two columns on wide screens, by CSS). */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  return <div className="form-el__fields">{props.properties.map((item) => item.content)}</div>;
}
