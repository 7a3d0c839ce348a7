import type { AnySchemaObject } from "ajv";
import { createAjv, standaloneSource } from "./ajv.ts";
import { banner } from "./banner.ts";
import { toEsm } from "./esm.ts";
import type { Outputs } from "./writer.ts";
import { validatorGroups, type SchemaFile } from "./schema-files.ts";

/** A module pair: the standalone validator and its declaration typed with the generated type. */
export function validatorModule(input: {
  files: SchemaFile[];
  /** An extra schema to compile (operation parts); files are always available for $ref. */
  extra?: AnySchemaObject & { $id: string };
  id: string;
  source: string;
  /** `import type` line(s) and the type expression the validator narrows to. */
  typeImport: string;
  typeName: string;
  /** Coerce strings to the schema's number/boolean types (query and path parameters). */
  coerceTypes?: boolean;
  useDefaults?: boolean;
}): { js: string; dts: string } {
  const ajv = createAjv(input.files, {
    ...(input.coerceTypes === undefined ? {} : { coerceTypes: input.coerceTypes }),
    ...(input.useDefaults === undefined ? {} : { useDefaults: input.useDefaults }),
  });
  if (input.extra) ajv.addSchema(input.extra);
  const js = `${banner(input.source)}${toEsm(standaloneSource(ajv, input.id))}\n`;
  const dts = [
    banner(input.source).trimEnd(),
    'import type { ValidateFunction } from "ajv";',
    ...(input.typeImport ? [input.typeImport] : []),
    "",
    `export declare const validate: ValidateFunction<${input.typeName}>;`,
    "export default validate;",
    "",
  ].join("\n");
  return { js, dts };
}

/** generated/validators/<group>/<name>.js + .d.ts for every entity, request and element schema. */
export function generateValidators(files: SchemaFile[], outputs: Outputs): void {
  for (const file of files.filter((candidate) => validatorGroups.includes(candidate.group))) {
    const { js, dts } = validatorModule({
      files,
      id: file.uri,
      source: `schemas/${file.file}`,
      typeImport: `import type { ${file.title} } from "../../types.ts";`,
      typeName: file.title,
    });
    outputs.set(`generated/validators/${file.group}/${file.name}.js`, js);
    outputs.set(`generated/validators/${file.group}/${file.name}.d.ts`, dts);
  }
}
