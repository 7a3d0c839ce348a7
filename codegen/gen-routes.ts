import path from "node:path";
import { createAjv } from "./ajv.ts";
import { banner } from "./banner.ts";
import { isObject, literal, readJson, without } from "./json.ts";
import { schemasDir } from "./paths.ts";
import type { LanguageTable } from "./gen-languages.ts";
import type { SchemaFile } from "./schema-files.ts";

// What the route-table schema cannot say: every entry names a path for every language of
// schemas/languages.json, and ids are unique.
function checkConsistency(table: Record<string, unknown>, languageTable: LanguageTable): void {
  const languages = languageTable.languages
    .map((language) => language.code2)
    .sort()
    .join();
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
export function generateRoutes(files: SchemaFile[], languageTable: LanguageTable): string {
  const table = without(readJson(path.join(schemasDir, "routes.json")), "$schema");
  const ajv = createAjv(files, { validateSchema: true });
  const schema = files.find((file) => file.file === "entities/route-table.schema.json");
  const validate = schema && ajv.getSchema(schema.uri);
  if (!validate) throw new Error("schemas/entities/route-table.schema.json is missing");
  if (!validate(table)) throw new Error(`schemas/routes.json: ${ajv.errorsText(validate.errors)}`);
  checkConsistency(table, languageTable);
  // the default language and the prefixes come from the language table, keyed by two-letter code
  const byDefault = languageTable.languages.find((item) => item.code === languageTable.default);
  const withLanguages = {
    defaultLanguage: byDefault?.code2,
    prefixes: Object.fromEntries(languageTable.languages.map((item) => [item.code2, item.prefix])),
    ...table,
  };
  return `${banner("schemas/routes.json and schemas/languages.json")}
/** Localised routes (spec 2): a URL is prefixes[language] + paths[language]. */
export const routes = ${literal(withLanguages)} as const;

export type RouteId = (typeof routes.entries)[number]["id"];
export type RouteLanguage = keyof typeof routes.prefixes;
`;
}
