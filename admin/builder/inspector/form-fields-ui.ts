import type { UiSchema } from "@rjsf/utils";
import { formFieldRules, formFieldTypes } from "#generated/form-fields.ts";
import type { LocalisedLabel } from "#generated/types.ts";
import { inLanguage } from "../labels.ts";

/** The inspector's labels of a form field's settings (schemas/form-fields/*: same names). */
const settingLabels: Record<string, LocalisedLabel> = {
  name: {
    hr: "Naziv polja (u podacima)",
    en: "Field name (in the data)",
    de: "Feldname (in den Daten)",
  },
  required: { hr: "Obavezno", en: "Required", de: "Pflichtfeld" },
  maxLength: { hr: "Najviše znakova", en: "At most characters", de: "Höchstens Zeichen" },
  options: { hr: "Mogućnosti", en: "Options", de: "Optionen" },
  minimum: { hr: "Najmanje", en: "At least", de: "Mindestens" },
  maximum: { hr: "Najviše", en: "At most", de: "Höchstens" },
  accept: { hr: "Dopuštene vrste datoteka", en: "Allowed file types", de: "Erlaubte Dateitypen" },
  maxFiles: { hr: "Najviše datoteka", en: "At most files", de: "Höchstens Dateien" },
};

/**
 * The hints of a form element's field list (issue 21): each field type of the oneOf is named
 * by its x-form-field label (in the order codegen lists the types, the union's order), its
 * settings labelled, its `type` hidden (the type picker sets it).
 */
export function withFormFieldsUi(type: string, ui: UiSchema, code2: string): UiSchema {
  if (type !== "form") return ui;
  const settings = Object.fromEntries(
    Object.entries(settingLabels).map(([name, label]) => [
      name,
      { "ui:title": inLanguage(label, code2) },
    ]),
  );
  const fields = (ui.fields ?? {}) as UiSchema;
  const items = (fields.items ?? {}) as UiSchema;
  return {
    ...ui,
    fields: {
      ...fields,
      items: {
        ...items,
        oneOf: formFieldTypes.map((fieldType) => ({
          "ui:title": inLanguage(formFieldRules[fieldType].label, code2),
          type: { "ui:widget": "hidden" },
          ...settings,
        })),
      },
    },
  };
}
