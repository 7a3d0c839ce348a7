import type { UiSchema } from "@rjsf/utils";
import type { ElementUi, UiField } from "#generated/types.ts";
import { inLanguage } from "../labels.ts";

/** rjsf widgets and fields for the schema's UI hints (schemas/meta/ui-field.schema.json). */
const widgetOf: Record<UiField["widget"], UiSchema> = {
  text: {},
  textarea: { "ui:widget": "textarea", "ui:options": { rows: 3 } },
  richtext: { "ui:widget": "richtext" },
  media: { "ui:widget": "media" },
  link: { "ui:field": "link" },
  select: { "ui:widget": "select" },
  number: { "ui:widget": "updown" },
  checkbox: { "ui:widget": "checkbox" },
  color: { "ui:widget": "color" },
  icon: { "ui:widget": "icon" },
  list: {},
  group: {},
  picker: { "ui:widget": "picker" },
};

function fieldUi(field: UiField, code2: string): UiSchema {
  const ui: UiSchema = { ...widgetOf[field.widget], "ui:title": inLanguage(field.label, code2) };
  if (field.help) ui["ui:help"] = inLanguage(field.help, code2);
  if (field.options) {
    const labels: Record<string, string> = {};
    for (const [value, label] of Object.entries(field.options)) {
      labels[value] = inLanguage(label, code2);
    }
    ui["ui:enumNames"] = labels;
  }
  // ids picked from a picker source (admin/pickers/): one, or a list of them
  if (field.source) {
    const picker = { "ui:widget": "picker", "ui:options": { source: field.source } };
    if (field.widget === "list")
      ui.items = { ...picker, "ui:options": { ...picker["ui:options"], label: false } };
    else Object.assign(ui, picker);
  }
  if (field.fields) {
    const nested = fieldsUi(field.fields, field.order, code2);
    // a list's hints describe each of its items; an item's card has no title of its own
    // (rjsf would write the prop's code and a number: "items-1")
    if (field.widget === "list") ui.items = { ...nested, "ui:options": { label: false } };
    else Object.assign(ui, nested);
  }
  return ui;
}

function fieldsUi(
  fields: Record<string, UiField>,
  order: readonly string[] | undefined,
  code2: string,
): UiSchema {
  const ui: UiSchema = {};
  if (order) ui["ui:order"] = [...order, "*"];
  for (const [name, field] of Object.entries(fields)) ui[name] = fieldUi(field, code2);
  return ui;
}

/**
 * The rjsf uiSchema of an element from its form hints (schemas/elements/<type>.ui.json):
 * order, widgets, labels and help in the editor's language. `only` keeps a subset of the props
 * (the mobile form: the props the type may override).
 */
export function elementUiSchema(ui: ElementUi, code2: string, only?: readonly string[]): UiSchema {
  const order = only ? ui.order.filter((name) => only.includes(name)) : ui.order;
  const fields = Object.fromEntries(
    Object.entries(ui.fields).filter(([name]) => !only || only.includes(name)),
  );
  return { ...fieldsUi(fields, order, code2), "ui:submitButtonOptions": { norender: true } };
}
