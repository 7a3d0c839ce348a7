import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import standaloneModule from "ajv/dist/standalone/index.js";
import { formKeywords } from "./form-keywords.ts";
import type { SchemaFile } from "./schema-files.ts";

// Both are CommonJS modules whose function is module.exports.default; Node's ESM default import
// is module.exports, so take .default explicitly.
const addFormats = addFormatsModule.default;
const standaloneCode = standaloneModule.default;

/**
 * A fresh ajv with every schema file added (not compiled). One instance per generated module keeps
 * the generated names (validate10, schema31 …) independent of unrelated schemas, so adding a
 * schema does not rewrite every other module.
 */
export function createAjv(
  files: SchemaFile[],
  options: { validateSchema?: boolean; coerceTypes?: boolean; useDefaults?: boolean } = {},
): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, // every invalid field at once: the error envelope lists them all (spec 8)
    strict: true,
    allowUnionTypes: true, // media: object | null
    // element props come back from validation with their schema defaults; a response check
    // must not change what it checks (it runs in development and tests only)
    useDefaults: options.useDefaults ?? true,
    // query strings and path segments are text: ?page=2 passes an integer schema
    coerceTypes: options.coerceTypes ?? false,
    validateSchema: options.validateSchema ?? false,
    // OpenAPI's discriminator: a form field's branch of the FormField oneOf by its type
    discriminator: true,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  // Annotation only: read by codegen for the element registry, no validation rule.
  ajv.addKeyword({ keyword: "x-element", schemaType: "object" });
  // Annotation only: a site option anyone may read (codegen/gen-site-options.ts).
  ajv.addKeyword({ keyword: "x-public", schemaType: "boolean" });
  // Annotation only: how a form field's value is validated (codegen/gen-form-fields.ts).
  ajv.addKeyword({ keyword: "x-form-field", schemaType: "object" });
  for (const keyword of formKeywords) ajv.addKeyword(keyword);
  for (const file of files) ajv.addSchema({ ...file.schema, $id: file.uri });
  return ajv;
}

/** Standalone ESM source of the schema with this id (still containing require calls). */
export function standaloneSource(ajv: Ajv2020, id: string): string {
  const validate = ajv.getSchema(id);
  if (!validate) throw new Error(`no schema with id ${id}`);
  return standaloneCode(ajv, validate);
}
