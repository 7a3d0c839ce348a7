import type { WidgetProps } from "@rjsf/utils";
import type { ComponentType } from "react";
import type { FormField } from "#generated/types.ts";

/** What every form field widget gets besides rjsf's props (its ui:options). */
export type FieldWidgetOptions = {
  field: FormField;
  /** The option texts of a select or checkboxes field, in the order of its options. */
  optionLabels: string[];
  /** The label, for widgets that draw their own (checkboxes: a fieldset's legend). */
  label: string;
  /** "Najviše {count} datoteka …": the file widget's hint. */
  hint?: string;
};

/** A form field widget: one per field type (schemas/form-fields/<type>.schema.json). */
export type FieldWidget = ComponentType<WidgetProps>;

/** The widget's own options, as form.tsx put them into the uiSchema. */
export const widgetOptions = (props: WidgetProps): FieldWidgetOptions =>
  props.options as unknown as FieldWidgetOptions;

/** The attributes every native control of a widget carries: name, errors, required. */
export function controlProps(props: WidgetProps) {
  const { field } = widgetOptions(props);
  const hasError = (props.rawErrors?.length ?? 0) > 0;
  return {
    id: props.id,
    name: field.name,
    required: props.required,
    disabled: props.disabled || props.readonly,
    "aria-invalid": hasError ? true : undefined,
    "aria-describedby": hasError ? `${props.id}-error` : undefined,
  } as const;
}

/** Text typed into a control: an empty field has no value (so `required` can say so). */
export const typed = (text: string): string | undefined => (text === "" ? undefined : text);
