import path from "node:path";
import { createAjv } from "./ajv.ts";
import { banner } from "./banner.ts";
import { literal, readJson, without, type JsonObject } from "./json.ts";
import { schemasDir } from "./paths.ts";
import type { SchemaFile } from "./schema-files.ts";

export type LanguageEntry = {
  code: string;
  code2: string;
  name: string;
  names: Record<string, string>;
  prefix: string;
};
export type LanguageTable = { default: string; languages: LanguageEntry[] };

// What the schema cannot say: codes, two-letter codes and prefixes are unique, the default is in
// the table and is the one language without a prefix, and names are given in every site language.
export function checkLanguageTable(table: LanguageTable): void {
  const fail = (message: string): never => {
    throw new Error(`schemas/languages.json: ${message}`);
  };
  for (const field of ["code", "code2", "prefix"] as const) {
    const values = table.languages.map((language) => language[field]);
    const twice = values.find((value, index) => values.indexOf(value) !== index);
    if (twice !== undefined) fail(`${field} ${JSON.stringify(twice)} is used twice`);
  }
  const byDefault = table.languages.find((language) => language.code === table.default);
  if (!byDefault) fail(`the default language ${table.default} is not in the table`);
  for (const language of table.languages) {
    const isDefault = language.code === table.default;
    if (isDefault !== (language.prefix === "")) {
      fail(`${language.code}: only the default language has the prefix ""`);
    }
    const missing = table.languages.filter((other) => !language.names[other.code2]);
    if (missing.length > 0) {
      fail(`${language.code}: names lacks ${missing.map((other) => other.code2).join(", ")}`);
    }
  }
}

/** schemas/languages.json, checked by its schema and checkLanguageTable. */
export function readLanguageTable(files: SchemaFile[]): LanguageTable {
  const table = without(readJson(path.join(schemasDir, "languages.json")), "$schema");
  const ajv = createAjv(files);
  const schema = files.find((file) => file.file === "entities/language-table.schema.json");
  const validate = schema && ajv.getSchema(schema.uri);
  if (!validate) throw new Error("schemas/entities/language-table.schema.json is missing");
  if (!validate(table)) {
    throw new Error(`schemas/languages.json: ${ajv.errorsText(validate.errors)}`);
  }
  const checked = table as JsonObject & LanguageTable;
  checkLanguageTable(checked);
  return checked;
}

/** generated/languages.ts: the one language table of the site, the server and the seed. */
export function generateLanguages(table: LanguageTable): string {
  const byCode = Object.fromEntries(
    table.languages.map((language, index) => [language.code, { ...language, position: index + 1 }]),
  );
  return `${banner("schemas/languages.json")}
/** The site languages by three-letter code (spec 3), in the order of the language switch. */
export const languages = ${literal(byCode)} as const;

export type LanguageCode = keyof typeof languages;
export type LanguageCode2 = (typeof languages)[LanguageCode]["code2"];

/** The language of paths without a prefix (spec 9). */
export const defaultLanguage: LanguageCode = ${JSON.stringify(table.default)};

export const languageCodes = Object.keys(languages) as LanguageCode[];
`;
}
