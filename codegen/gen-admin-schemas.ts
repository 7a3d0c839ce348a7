import { banner } from "./banner.ts";
import { inlineRefs } from "./gen-element-schemas.ts";
import { literal } from "./json.ts";
import type { SchemaFile } from "./schema-files.ts";

/** The request bodies the admin area's catalogue forms edit (admin/area/catalogue/). */
export const adminFormSchemas = {
  product: "requests/product-save.schema.json",
  productCategory: "requests/product-category-save.schema.json",
  attribute: "requests/attribute-save.schema.json",
} as const;

const source = Object.values(adminFormSchemas).join(", ") + " and the files they $ref";

/**
 * generated/admin-schemas.ts: the save request of each catalogue entity, self-contained, for the
 * admin area's forms (@rjsf/core). Only the admin bundle imports it.
 */
export function generateAdminSchemas(files: SchemaFile[]): string {
  const entries = Object.entries(adminFormSchemas).map(([name, path]) => {
    const file = files.find((candidate) => candidate.file === path);
    if (!file) throw new Error(`codegen: ${path} is missing`);
    return `${name}: ${literal(inlineRefs(file.schema, file, files))},`;
  });
  return `${banner(source)}import type { JsonSchemaObject } from "./element-schemas.ts";

/** The save request schema of each catalogue entity the admin area edits, every $ref inlined. */
export const adminSchemas = {
${entries.join("\n")}
} as const satisfies Record<string, JsonSchemaObject>;
`;
}
