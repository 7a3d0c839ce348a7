import openapiTS, { astToString } from "openapi-typescript";
import { banner } from "./banner.ts";
import { isObject, mapJson, without, type Json, type JsonObject } from "./json.ts";
import { openapiFile } from "./openapi.ts";
import { fileByUri, resolveRef, type SchemaFile } from "./schema-files.ts";

type Bundle = { schemas: JsonObject; files: SchemaFile[] };

// Rewrites file $refs into #/components/schemas/<title>, copying each file in once. Left to
// itself openapi-typescript names bundled files after their file names ("term.schema") and
// renames clashes (entities/ and requests/ both have url-on-language).
function inline(value: Json, fromFile: string, bundle: Bundle): Json {
  return mapJson(value, (object) => {
    const ref = object.$ref;
    if (typeof ref !== "string" || ref.startsWith("#")) return object;
    const file = fileByUri(bundle.files, resolveRef(ref, fromFile));
    if (!file) throw new Error(`schemas/${fromFile}: $ref ${ref} names no schema file`);
    if (!(file.title in bundle.schemas)) {
      bundle.schemas[file.title] = {}; // placeholder first: schemas may refer to themselves
      bundle.schemas[file.title] = inline(without(file.schema, "$schema"), file.file, bundle);
    }
    return { ...object, $ref: `#/components/schemas/${file.title}` };
  });
}

/** openapi.yaml with every external schema moved into components.schemas under its title. */
export function bundleOpenApi(document: JsonObject, files: SchemaFile[]): JsonObject {
  const bundle: Bundle = { schemas: {}, files };
  const inlined = inline(document, openapiFile, bundle) as JsonObject;
  const components = isObject(inlined.components) ? inlined.components : {};
  const existing = isObject(components.schemas) ? components.schemas : {};
  const schemas: JsonObject = { ...existing };
  for (const title of Object.keys(bundle.schemas).sort())
    schemas[title] = bundle.schemas[title] ?? null;
  return { ...inlined, components: { ...components, schemas } };
}

/** generated/api.ts: paths, components and operations types for the typed operation client. */
export async function generateApiTypes(document: JsonObject, files: SchemaFile[]): Promise<string> {
  const bundled = bundleOpenApi(document, files);
  const ast = await openapiTS(bundled as unknown as Parameters<typeof openapiTS>[0], {
    emptyObjectsUnknown: true, // a free-form object (props, options) is Record<string, unknown>
    silent: true,
  });
  return `${banner(`schemas/${openapiFile} and the schema files it references`)}${astToString(ast)}`;
}
