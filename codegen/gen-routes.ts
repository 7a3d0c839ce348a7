import path from "node:path";
import { createAjv } from "./ajv.ts";
import { banner } from "./banner.ts";
import { isObject, literal, readJson, without } from "./json.ts";
import { schemasDir } from "./paths.ts";
import type { SchemaFile } from "./schema-files.ts";

// What the route-table schema cannot say: every entry names a path for every language, ids are
// unique, and the default language has no prefix (spec 2: Croatian has none).
function checkConsistency(table: Record<string, unknown>): void {
  const prefixes = isObject(table.prefixes) ? table.prefixes : {};
  const languages = Object.keys(prefixes).sort().join();
  if (prefixes[String(table.defaultLanguage)] !== "")
    throw new Error('schemas/routes.json: the default language must have the prefix ""');
  const ids = new Set<string>();
  for (const entry of Array.isArray(table.entries) ? table.entries : []) {
    if (!isObject(entry) || !isObject(entry.paths)) continue;
    const id = JSON.stringify(entry.id);
    if (ids.has(id)) throw new Error(`schemas/routes.json: route id ${id} is used twice`);
    ids.add(id);
    if (Object.keys(entry.paths).sort().join() !== languages) {
      throw new Error(`schemas/routes.json: route ${id} needs a path for each of ${languages}`);
    }
  }
}

/** generated/routes.ts: the spec 2 route table as a typed const. */
export function generateRoutes(files: SchemaFile[]): string {
  const table = without(readJson(path.join(schemasDir, "routes.json")), "$schema");
  const ajv = createAjv(files, { validateSchema: true });
  const schema = files.find((file) => file.file === "entities/route-table.schema.json");
  const validate = schema && ajv.getSchema(schema.uri);
  if (!validate) throw new Error("schemas/entities/route-table.schema.json is missing");
  if (!validate(table)) throw new Error(`schemas/routes.json: ${ajv.errorsText(validate.errors)}`);
  checkConsistency(table);
  return `${banner("schemas/routes.json")}
/** Localised routes (spec 2): a URL is prefixes[language] + paths[language]. */
export const routes = ${literal(table)} as const;

export type RouteId = (typeof routes.entries)[number]["id"];
export type RouteLanguage = keyof typeof routes.prefixes;
`;
}
