import { banner } from "./banner.ts";
import { isObject, type JsonObject } from "./json.ts";
import type { SchemaFile } from "./schema-files.ts";

/** What x-form-field says about a field type (schemas/form-fields/<type>.schema.json). */
type FieldAnnotation = {
  label: JsonObject;
  value: JsonObject;
  settings: Record<string, { at: string; default?: unknown }>;
};

function annotationOf(file: SchemaFile): { type: string; rule: FieldAnnotation } {
  const where = `schemas/${file.file}`;
  const properties = file.schema.properties;
  const typeProp = isObject(properties) ? properties.type : undefined;
  const type = isObject(typeProp) ? typeProp.const : undefined;
  if (type !== file.name)
    throw new Error(`${where}: properties.type must be {"const": "${file.name}"}`);
  const rule = file.schema["x-form-field"];
  if (!isObject(rule) || !isObject(rule.label) || !isObject(rule.value) || !isObject(rule.settings))
    throw new Error(`${where}: needs "x-form-field": {label, value, settings}`);
  for (const [name, setting] of Object.entries(rule.settings)) {
    const at = isObject(setting) ? setting.at : undefined;
    if (typeof at !== "string" || !at.startsWith("/"))
      throw new Error(`${where}: x-form-field.settings.${name}.at must be a JSON pointer`);
    if (!isObject(properties) || !(name in properties))
      throw new Error(`${where}: x-form-field.settings.${name} names no property`);
  }
  return { type, rule: rule as unknown as FieldAnnotation };
}

/**
 * generated/form-fields.ts: the form field types of schemas/form-fields/ with their palette
 * label and the rule that turns a field's settings into the JSON Schema of its value
 * (common/forms/form-value-schema.ts). A new type is a new file there, and a widget.
 */
export function generateFormFields(files: readonly SchemaFile[]): string {
  const fields = files.filter((file) => file.group === "form-fields").map(annotationOf);
  const types = fields.map((field) => JSON.stringify(field.type));
  const rules = fields.map(
    (field) => `${JSON.stringify(field.type)}: ${JSON.stringify(field.rule)},`,
  );
  return `${banner("schemas/form-fields/*.schema.json")}import type { LocalisedLabel } from "./types.ts";

/** Every form field type (schemas/form-fields/). */
export const formFieldTypes = [${types.join(", ")}] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

/** How a field type's settings become the schema of its value: a setting lands at \`at\`. */
export type FormFieldRule = {
  label: LocalisedLabel;
  value: Readonly<Record<string, unknown>>;
  settings: Readonly<Record<string, { at: string; default?: unknown }>>;
};

export const formFieldRules: { readonly [T in FormFieldType]: FormFieldRule } = {
${rules.join("\n")}
};
`;
}
