import type { RJSFSchema } from "@rjsf/utils";

/**
 * The schema as the form shows it: without `title` and `description`, which are the schema's
 * own notes in English for developers; the labels and help come from the UI hints in the
 * editor's language (ui-schema.ts).
 */
export function formSchema(schema: unknown): RJSFSchema {
  const strip = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item));
    if (typeof value !== "object" || value === null) return value;
    // inside `properties` the keys are prop names, not keywords: a prop may be called "title"
    const isPropertyMap = key === "properties";
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => isPropertyMap || (name !== "title" && name !== "description"))
        .map(([name, item]) => [name, strip(item, isPropertyMap ? undefined : name)]),
    );
  };
  return strip(schema) as RJSFSchema;
}
