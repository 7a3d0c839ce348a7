import type { FormFieldType } from "#generated/form-fields.ts";
import { formFieldTypes } from "#generated/form-fields.ts";
import type { FieldWidget } from "./widget-types.ts";

// One widget per field type: ./widgets/<type>.tsx, found at build time, so a new field type is
// its schema (schemas/form-fields/) and its widget, nothing else (issue 21's house rule).
const modules = import.meta.glob<{ widget: FieldWidget }>("./widgets/*.tsx", { eager: true });

/** The widget of each field type (form-widgets.test.ts checks that every type has one). */
export const fieldWidgets = Object.fromEntries(
  formFieldTypes.flatMap((type) => {
    const widget = modules[`./widgets/${type}.tsx`]?.widget;
    return widget ? [[type, widget]] : [];
  }),
) as Partial<Record<FormFieldType, FieldWidget>>;
