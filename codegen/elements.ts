import { existsSync } from "node:fs";
import path from "node:path";
import type { Ajv2020 } from "ajv/dist/2020.js";
import { createAjv } from "./ajv.ts";
import { isObject, readJson, without, type Json, type JsonObject } from "./json.ts";
import { schemasDir } from "./paths.ts";
import { fallbackUi } from "./ui-fallback.ts";
import type { SchemaFile } from "./schema-files.ts";

/** What codegen knows about one element type (schemas/elements/<type>.*). */
export type ElementInfo = {
  type: string;
  kind: "content" | "section";
  annotation: JsonObject;
  ui: JsonObject;
  /** The schema of what the inspector edits: props (content) or options (section). */
  props: SchemaFile;
  /** Sections only: the whole layout element document. */
  document?: SchemaFile;
  /** Resolver elements only: the shape the server resolves (<type>.data.schema.json). */
  data?: SchemaFile;
  defaults: JsonObject;
};

const propertiesOf = (schema: JsonObject): JsonObject =>
  isObject(schema.properties) ? schema.properties : {};

const stringList = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function fail(type: string, message: string): never {
  throw new Error(`schemas/elements/${type}: ${message}`);
}

// The annotation and the form hints have their own schemas in schemas/meta; checking them here
// turns a typo in a label or widget into a codegen error instead of a broken inspector.
function checkMeta(ajv: Ajv2020, files: SchemaFile[], info: ElementInfo): void {
  const checks: [string, unknown][] = [
    ["meta/element-annotation.schema.json", info.annotation],
    ["meta/element-ui.schema.json", info.ui],
  ];
  for (const [file, value] of checks) {
    const validate = ajv.getSchema(files.find((candidate) => candidate.file === file)?.uri ?? file);
    if (!validate) throw new Error(`schemas/${file} is missing`);
    if (!validate(value)) fail(info.type, `${file}: ${ajv.errorsText(validate.errors)}`);
  }
  const props = Object.keys(propertiesOf(info.props.schema)).sort();
  const order = stringList(info.ui.order);
  const fields = isObject(info.ui.fields) ? Object.keys(info.ui.fields).sort() : [];
  if ([...order].sort().join() !== props.join())
    fail(info.type, `ui order must list exactly ${props.join(", ")}`);
  if (fields.join() !== props.join())
    fail(info.type, `ui fields must describe exactly ${props.join(", ")}`);
  // a select's labelled options name exactly the values of the prop's enum
  const uiFields = isObject(info.ui.fields) ? info.ui.fields : {};
  for (const [name, field] of Object.entries(uiFields)) {
    if (!isObject(field) || !isObject(field.options)) continue;
    const prop = propertiesOf(info.props.schema)[name];
    const values = isObject(prop) && Array.isArray(prop.enum) ? prop.enum.map(String).sort() : [];
    if (Object.keys(field.options).sort().join() !== values.join())
      fail(info.type, `ui options of ${name} must label exactly ${values.join(", ")}`);
  }
  for (const key of ["localised", "mobileOverrides"]) {
    const unknown = stringList(info.annotation[key]).filter((name) => !props.includes(name));
    if (unknown.length > 0)
      fail(info.type, `x-element.${key} names unknown props: ${unknown.join(", ")}`);
  }
  if (info.annotation.resolver === true && !info.data)
    fail(info.type, "resolver: true needs <type>.data.schema.json");
  // the first example is what a new element of the type starts with in the builder
  const examples = info.props.schema.examples;
  if (examples !== undefined) {
    const validate = ajv.getSchema(info.props.uri);
    const first = Array.isArray(examples) ? structuredClone(examples[0]) : undefined;
    if (!validate || first === undefined || !validate(first))
      fail(info.type, `examples[0] must be valid props: ${ajv.errorsText(validate?.errors)}`);
  }
}

/** x-element.slotRejects must name element types that exist. */
function checkSlotRejects(infos: ElementInfo[]): void {
  const types = new Set(infos.map((info) => info.type));
  for (const info of infos) {
    const unknown = stringList(info.annotation.slotRejects).filter((type) => !types.has(type));
    if (unknown.length > 0)
      fail(info.type, `x-element.slotRejects names unknown element types: ${unknown.join(", ")}`);
  }
}

function defaultsOf(schema: JsonObject): JsonObject {
  const defaults: JsonObject = {};
  for (const [name, property] of Object.entries(propertiesOf(schema))) {
    if (isObject(property) && property.default !== undefined) defaults[name] = property.default;
  }
  return defaults;
}

/**
 * Element types are the files schemas/elements/<type>.schema.json (no dot in <type>). A type with a
 * <type>.options.schema.json is a layout section whose editable props are its options.
 */
export function collectElements(files: SchemaFile[]): ElementInfo[] {
  const elementFiles = files.filter((file) => file.group === "elements");
  const byName = new Map(elementFiles.map((file) => [file.name, file]));
  const infos: ElementInfo[] = [];
  const ajv = createAjv(files, { validateSchema: true });
  for (const file of elementFiles.filter((candidate) => !candidate.name.includes("."))) {
    const type = file.name;
    const annotation = file.schema["x-element"];
    if (!isObject(annotation)) fail(type, 'needs an "x-element" annotation');
    const options = byName.get(`${type}.options`);
    const props = options ?? file;
    const uiFile = path.join(schemasDir, "elements", `${type}.ui.json`);
    const ui = existsSync(uiFile) ? without(readJson(uiFile), "$schema") : fallbackUi(props.schema);
    const info: ElementInfo = {
      type,
      kind: options ? "section" : "content",
      annotation,
      ui,
      props,
      ...(options ? { document: file } : {}),
      ...(byName.has(`${type}.data`) ? { data: byName.get(`${type}.data`) } : {}),
      defaults: defaultsOf(props.schema),
    };
    checkMeta(ajv, files, info);
    infos.push(info);
  }
  checkSlotRejects(infos);
  return infos;
}
