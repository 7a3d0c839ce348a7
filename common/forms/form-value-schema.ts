import { formFieldRules } from "#generated/form-fields.ts";
import type { FormField } from "#generated/types.ts";

/** The JSON Schema of a form's submission (its data), as formValueSchema writes it. */
export type FormValueSchema = {
  type: "object";
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  additionalProperties: false;
};

/** Writes `value` at a JSON pointer (`/items/enum`) inside `target`, making objects on the way. */
function setAt(target: Record<string, unknown>, pointer: string, value: unknown): void {
  const parts = pointer.split("/").slice(1);
  const last = parts.pop();
  if (last === undefined) return;
  let at = target;
  for (const part of parts) {
    const next = at[part];
    at[part] = typeof next === "object" && next !== null ? { ...next } : {};
    at = at[part] as Record<string, unknown>;
  }
  at[last] = value;
}

/** The schema of one field's value: its type's value rule with the field's settings put in. */
export function fieldValueSchema(field: FormField): Record<string, unknown> {
  const rule = formFieldRules[field.type];
  const schema: Record<string, unknown> = structuredClone(rule.value);
  const settings = field as unknown as Record<string, unknown>;
  for (const [name, { at, default: fallback }] of Object.entries(rule.settings)) {
    const value = settings[name] ?? fallback;
    if (value !== undefined) setAt(schema, at, value);
  }
  // a required text is not empty, a required list not empty: a posted form sends "" and nothing
  if (field.required === true) {
    if (schema.type === "string") schema.minLength = Math.max(1, Number(schema.minLength ?? 0));
    if (schema.type === "array") schema.minItems = Math.max(1, Number(schema.minItems ?? 0));
  }
  return schema;
}

/**
 * The JSON Schema of a submission of a form with these fields (issue 21): one property per field,
 * nothing else, the required ones required. The browser and the server compile the same schema
 * (form-validator.ts), so a value the browser lets through is one the server accepts.
 */
export function formValueSchema(fields: readonly FormField[]): FormValueSchema {
  return {
    type: "object",
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldValueSchema(field)])),
    required: fields.filter((field) => field.required === true).map((field) => field.name),
    additionalProperties: false,
  };
}
