import { readdirSync } from "node:fs";
import path from "node:path";
import { readJson, type JsonObject } from "./json.ts";
import { schemaBaseUri, schemasDir } from "./paths.ts";

/** Folders of schemas/ holding *.schema.json files; the order is the order types are emitted. */
export const schemaGroups = [
  "common",
  "meta",
  "entities",
  "forms",
  "form-fields",
  "requests",
  "elements",
] as const;
export type SchemaGroup = (typeof schemaGroups)[number];

/** Groups that get a standalone validator module each (common/meta are only referenced). */
export const validatorGroups: readonly SchemaGroup[] = [
  "entities",
  "forms",
  "requests",
  "elements",
];

export type SchemaFile = {
  group: SchemaGroup;
  /** File name without .schema.json, e.g. "heading" or "page-list.data". */
  name: string;
  /** Path inside schemas/, e.g. "elements/heading.schema.json". */
  file: string;
  /** Absolute id ajv knows the file by. */
  uri: string;
  /** The TypeScript type name (the schema's title). */
  title: string;
  schema: JsonObject;
};

const suffix = ".schema.json";

/** Every schema file, sorted; throws when a title is missing or used twice (types would clash). */
export function loadSchemaFiles(): SchemaFile[] {
  const files: SchemaFile[] = [];
  for (const group of schemaGroups) {
    const names = readdirSync(path.join(schemasDir, group))
      .filter((name) => name.endsWith(suffix))
      .sort();
    for (const fileName of names) {
      const file = `${group}/${fileName}`;
      const schema = readJson(path.join(schemasDir, file));
      const title = schema.title;
      if (typeof title !== "string" || !/^[A-Z][A-Za-z0-9]*$/.test(title)) {
        throw new Error(`schemas/${file}: needs a PascalCase "title" (it names the type)`);
      }
      files.push({
        group,
        name: fileName.slice(0, -suffix.length),
        file,
        uri: schemaBaseUri + file,
        title,
        schema,
      });
    }
  }
  files.push(formFieldUnion(files));
  const seen = new Map<string, string>();
  for (const { title, file } of files) {
    const other = seen.get(title);
    if (other)
      throw new Error(`schemas/${file}: title ${title} is already used by schemas/${other}`);
    seen.set(title, file);
  }
  return files;
}

/** The schema of any form field, written here from the folder, not kept as a file. */
export const formFieldUnionFile = "common/form-field.schema.json";

/**
 * `common/form-field.schema.json` (FormField): one of the field types of schemas/form-fields/,
 * made from the folder, so that a new field type is one schema file (and one widget).
 */
function formFieldUnion(files: readonly SchemaFile[]): SchemaFile {
  const types = files.filter((file) => file.group === "form-fields");
  return {
    group: "common",
    name: "form-field",
    file: formFieldUnionFile,
    uri: schemaBaseUri + formFieldUnionFile,
    title: "FormField",
    schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      title: "FormField",
      description: "One field of a form: one of the types of schemas/form-fields/ (codegen).",
      // the type picks the branch: ajv reports that branch's errors only, rjsf shows it
      type: "object",
      discriminator: { propertyName: "type" },
      oneOf: types.map((file) => ({ $ref: `../${file.file}` })),
    },
  };
}

/** Absolute URI of a $ref written relative to a schema file (or to schemas/ itself). */
export const resolveRef = (ref: string, fromFile: string): string =>
  new URL(ref, schemaBaseUri + fromFile).href;

/** The schema file an absolute URI names, if any. */
export const fileByUri = (files: SchemaFile[], uri: string): SchemaFile | undefined =>
  files.find((candidate) => candidate.uri === uri.split("#")[0]);
