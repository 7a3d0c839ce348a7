import { isObject, type JsonObject } from "./json.ts";

// A new element type needs only its schema file: without a <type>.ui.json the inspector still
// gets a form, with widgets guessed from the data rules and the prop names as labels. A
// hand-written .ui.json (real labels, help texts) replaces this.

function widgetOf(schema: JsonObject): string {
  const ref = typeof schema.$ref === "string" ? schema.$ref : "";
  if (ref.endsWith("/media-src.schema.json")) return "media";
  if (ref.endsWith("/link.schema.json")) return "link";
  if (ref !== "") return "group";
  if (schema.enum !== undefined || schema.const !== undefined) return "select";
  switch (schema.type) {
    case "integer":
    case "number":
      return "number";
    case "boolean":
      return "checkbox";
    case "array":
      return "list";
    case "object":
      return "group";
    default:
      return typeof schema.maxLength === "number" && schema.maxLength > 300 ? "textarea" : "text";
  }
}

/** Form hints derived from a props schema, for element types without a .ui.json. */
export function fallbackUi(propsSchema: JsonObject): JsonObject {
  const properties = isObject(propsSchema.properties) ? propsSchema.properties : {};
  const fields: JsonObject = {};
  for (const [name, property] of Object.entries(properties)) {
    fields[name] = {
      widget: isObject(property) ? widgetOf(property) : "text",
      label: { hr: name, en: name, de: name },
    };
  }
  return { order: Object.keys(properties), fields };
}
