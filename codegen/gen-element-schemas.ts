import { banner } from "./banner.ts";
import type { ElementInfo } from "./elements.ts";
import { type Json, type JsonObject, literal, mapJson, without } from "./json.ts";
import type { SchemaFile } from "./schema-files.ts";

const source = "schemas/elements/*.schema.json and the files they $ref";

/**
 * A schema with every relative $ref replaced by the file it names (recursively), without the
 * annotations a form does not need: one self-contained schema per element.
 */
export function inlineRefs(schema: JsonObject, file: SchemaFile, files: SchemaFile[]): JsonObject {
  const byUri = new Map(files.map((candidate) => [candidate.uri, candidate]));
  const inline = (value: JsonObject, from: SchemaFile, seen: readonly string[]): JsonObject =>
    mapJson(value, (object) => {
      const ref = object.$ref;
      if (typeof ref !== "string") return object;
      const uri = new URL(ref, from.uri).href;
      const target = byUri.get(uri);
      if (!target) throw new Error(`${from.file}: $ref ${ref} names no schema file`);
      if (seen.includes(uri)) throw new Error(`${from.file}: $ref ${ref} is recursive`);
      const resolved = inline(target.schema, target, [...seen, uri]);
      return { ...without(resolved, "$schema", "title"), ...without(object, "$ref") };
    }) as JsonObject;
  return inline(without(schema, "$schema", "x-element"), file, [file.uri]);
}

/**
 * generated/element-schemas.ts: the props schema of each element type, self-contained, for the
 * builder's forms (admin/, @rjsf/core). Only the admin bundle imports it.
 */
export function generateElementSchemas(elements: ElementInfo[], files: SchemaFile[]): string {
  const entries = elements.map((info) => {
    const schema: Json = inlineRefs(info.props.schema, info.props, files);
    return `${JSON.stringify(info.type)}: ${literal(schema)},`;
  });
  return `${banner(source)}import type { ElementType } from "./types.ts";

/** A JSON Schema (2020-12) as plain data. */
export type JsonSchemaObject = { readonly [key: string]: unknown };

/** The props schema of each element type (sections: their options), every $ref inlined. */
export const elementSchemas: { readonly [T in ElementType]: JsonSchemaObject } = {
${entries.join("\n")}
};
`;
}
