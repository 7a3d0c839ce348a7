import { banner } from "./banner.ts";
import { isObject, literal } from "./json.ts";
import { resolveRef, type SchemaFile } from "./schema-files.ts";

const sourceFile = "entities/site-option-values.schema.json";

/** How a stored option text becomes its value (schemas/entities/site-option-values.schema.json). */
export type OptionEncoding = "text" | "json" | "list";

function typeOf(schema: unknown, fromFile: string, files: SchemaFile[]): unknown {
  if (!isObject(schema)) return undefined;
  if (typeof schema.$ref === "string") {
    const uri = resolveRef(schema.$ref, fromFile);
    const target = files.find((file) => file.uri === uri);
    if (!target) throw new Error(`schemas/${fromFile}: $ref ${schema.$ref} names no schema file`);
    return typeOf(target.schema, target.file, files);
  }
  return schema.type;
}

/**
 * generated/site-options.ts: every option key with its encoding (a string schema is stored as it
 * is, an array of strings as JSON or a comma list, anything else as JSON text), so the server and
 * the site parse stored options the same way through the generated validator; the keys whose
 * schema is `writeOnly` (secrets), which the option filter never serves; and the keys marked
 * `"x-public": true`, the only ones it serves to callers that are not back-office users.
 */
export function generateSiteOptions(files: SchemaFile[]): string {
  const file = files.find((candidate) => candidate.file === sourceFile);
  if (!file || !isObject(file.schema.properties))
    throw new Error(`schemas/${sourceFile} is missing`);
  const encodings: Record<string, OptionEncoding> = {};
  const privateKeys: string[] = [];
  const publicKeys: string[] = [];
  for (const [key, property] of Object.entries(file.schema.properties)) {
    if (isObject(property) && property.writeOnly === true) privateKeys.push(key);
    if (isObject(property) && property["x-public"] === true) publicKeys.push(key);
    if (privateKeys.includes(key) && publicKeys.includes(key))
      throw new Error(`schemas/${sourceFile}: ${key} cannot be writeOnly and x-public at once`);
    const type = typeOf(property, file.file, files);
    if (typeof type !== "string") {
      throw new Error(`schemas/${sourceFile}: ${key} needs one "type" (it decides the encoding)`);
    }
    encodings[key] = type === "string" ? "text" : type === "array" ? "list" : "json";
  }
  return `${banner(`schemas/${sourceFile}`)}
import type { SiteOptionValues } from "./types.ts";

export type SiteOptionKey = keyof SiteOptionValues;

/** How each option's stored text is read: as it is, as JSON, or as JSON or a comma list. */
export const siteOptionEncodings = ${literal(encodings)} as const satisfies Record<SiteOptionKey, "text" | "json" | "list">;

export const siteOptionKeys = Object.keys(siteOptionEncodings) as SiteOptionKey[];

/** Options whose schema is writeOnly (they hold secrets): only the server reads them, never a client. */
export const privateSiteOptionKeys: readonly SiteOptionKey[] = ${literal(privateKeys)};

/** Options marked x-public: all a caller that is not a back-office user gets from the option filter. */
export const publicSiteOptionKeys: readonly SiteOptionKey[] = ${literal(publicKeys)};
`;
}
