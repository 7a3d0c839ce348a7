import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import type { ElementMigration } from "../common/element-migrations.ts";
import type { ElementInfo } from "./elements.ts";
import { isObject, readJson, type Json, type JsonObject } from "./json.ts";
import { repoRoot } from "./paths.ts";
import { formFieldUnionFile, type SchemaFile } from "./schema-files.ts";

/**
 * Element schema versions (decision 034). schemas/element-versions.json records, per element
 * type, the fingerprint of every x-element.version: what decides which stored props are valid.
 * Codegen adds the entry of a new version and never changes a recorded one, so a schema that
 * changes without a raise of its version, or a raise without its migration step, stops both
 * `npm run codegen` and `npm run codegen:check` with what to do.
 */
export const versionsFile = "schemas/element-versions.json";

/** Per element type: version -> fingerprint. */
export type VersionLock = Record<string, Record<string, string>>;

export type Migrations = Readonly<Partial<Record<string, readonly ElementMigration[]>>>;

// Words about a schema, not rules: changing them changes no stored props' validity.
const documentation = new Set(["title", "description", "examples", "$comment", "$schema", "$id"]);
// Keywords whose value maps names to schemas (the names are data, not keywords).
const schemaMaps = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);
// Keywords whose value is data, kept as written.
const dataKeywords = new Set(["enum", "const", "default", "required"]);

function pointer(schema: Json, fragment: string): Json {
  let value: Json = schema;
  for (const part of fragment.split("/").filter(Boolean)) {
    const key = decodeURIComponent(part).replace(/~1/g, "/").replace(/~0/g, "~");
    value = isObject(value)
      ? (value[key] ?? null)
      : Array.isArray(value)
        ? (value[Number(key)] ?? null)
        : null;
  }
  return value;
}

/** A schema with its $refs inlined and its documentation left out; keys sorted. */
function resolved(value: Json, base: string, byUri: Map<string, SchemaFile>, seen: string[]): Json {
  if (Array.isArray(value)) return value.map((item) => resolved(item, base, byUri, seen));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const key of Object.keys(value).sort()) {
    const item = value[key] as Json;
    if (documentation.has(key) || key === "x-element") continue;
    if (key === "$ref" && typeof item === "string") {
      const target = new URL(item, base);
      const [uri = "", fragment = ""] = target.href.split("#");
      const file = byUri.get(uri);
      if (!file) throw new Error(`${base}: $ref ${item} names no schema file`);
      const at = `${uri}#${fragment}`;
      // Any form field type (schemas/form-fields/): a new type is one schema and one widget and
      // leaves stored forms valid, so it raises no form version; a field type's own schema may
      // only gain optional settings (decision 048).
      if (file.file === formFieldUnionFile) out[key] = formFieldUnionFile;
      else
        out[key] = seen.includes(at)
          ? at
          : resolved(pointer(file.schema, fragment), uri, byUri, [...seen, at]);
    } else if (schemaMaps.has(key) && isObject(item)) {
      out[key] = Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((name) => [name, resolved(item[name] as Json, base, byUri, seen)]),
      );
    } else {
      out[key] = dataKeywords.has(key) ? item : resolved(item, base, byUri, seen);
    }
  }
  return out;
}

/**
 * The fingerprint of an element's props (a section's options) schema: its rules with every $ref
 * inlined, plus the slots and mobile overrides its nodes may use.
 */
export function fingerprint(info: ElementInfo, files: readonly SchemaFile[]): string {
  const byUri = new Map(files.map((file) => [file.uri, file]));
  const rules = {
    props: resolved(info.props.schema, info.props.uri, byUri, [info.props.uri]),
    slots: info.annotation.slots ?? [],
    mobileOverrides: info.annotation.mobileOverrides ?? [],
  };
  return createHash("sha256").update(JSON.stringify(rules)).digest("hex").slice(0, 16);
}

function fail(type: string, message: string): never {
  throw new Error(`schemas/elements/${type}: ${message}`);
}

function checkSteps(type: string, version: number, steps: readonly ElementMigration[]): void {
  const froms = steps.map((step) => step.from);
  const wanted = Array.from({ length: version - 1 }, (_, index) => index + 1);
  const missing = wanted.filter((from) => !froms.includes(from));
  if (missing.length > 0)
    fail(
      type,
      `x-element.version is ${version} but common/element-migrations.ts has no step from ` +
        `version ${missing.join(", ")} for "${type}": add { from: ${missing[0]}, props: (props) => ... } ` +
        `(stored props written at that version must reach the current one).`,
    );
  if (froms.join() !== wanted.join())
    fail(
      type,
      `common/element-migrations.ts must list one step for each version below ${version}, ` +
        `oldest first (it lists from ${froms.join(", ")}).`,
    );
}

/**
 * The version lock after this codegen run: the recorded entries and a new one for each element
 * version seen for the first time. Throws when a recorded version's schema changed, a version
 * went down, or a version has no migration path.
 */
export function checkElementVersions(input: {
  elements: readonly ElementInfo[];
  files: readonly SchemaFile[];
  lock: VersionLock;
  migrations: Migrations;
}): VersionLock {
  const { elements, lock, migrations } = input;
  const types = new Set(elements.map((info) => info.type));
  for (const type of Object.keys(migrations))
    if (!types.has(type))
      throw new Error(`common/element-migrations.ts has steps for "${type}", no element type`);
  // a removed type keeps its record: were it added again, its stored nodes still say what they hold
  const next: VersionLock = { ...lock };
  for (const info of [...elements].sort((a, b) => (a.type < b.type ? -1 : 1))) {
    const { type } = info;
    const version = info.annotation.version;
    if (typeof version !== "number") fail(type, "x-element.version is missing");
    const recorded = lock[type] ?? {};
    const latest = Math.max(0, ...Object.keys(recorded).map(Number));
    if (version < latest)
      fail(type, `x-element.version went down to ${version}; ${versionsFile} has ${latest}.`);
    const print = fingerprint(info, input.files);
    const before = recorded[String(version)];
    if (before !== undefined && before !== print)
      fail(
        type,
        `its schema changed, but x-element.version is still ${version} (${versionsFile} ` +
          `recorded version ${version} as ${before}, it is now ${print}). Stored props were ` +
          `written at version ${version}: raise x-element.version to ${version + 1} and add the ` +
          `step { from: ${version} } for "${type}" in common/element-migrations.ts, then run ` +
          '`npm run codegen` (codegen/README.md, "Element schema versions").',
      );
    checkSteps(type, version, migrations[type] ?? []);
    next[type] = { ...recorded, [String(version)]: print };
  }
  return next;
}

/** The lock as committed (an empty one before the first run). */
export function readVersionLock(root: string = repoRoot): VersionLock {
  const file = path.join(root, versionsFile);
  if (!existsSync(file)) return {};
  const lock = readJson(file);
  return Object.fromEntries(
    Object.entries(lock)
      .filter(([key]) => key !== "$comment")
      .map(([type, versions]) => [
        type,
        isObject(versions)
          ? Object.fromEntries(
              Object.entries(versions).map(([v, print]) => [
                v,
                typeof print === "string" ? print : "",
              ]),
            )
          : {},
      ]),
  );
}

/** The lock file's text: written by `npm run codegen`, compared by `--check`. */
export function versionLockText(lock: VersionLock): string {
  const entries = Object.keys(lock)
    .sort()
    .map((type) => [type, lock[type]]);
  return `${JSON.stringify(
    {
      $comment:
        "Written by `npm run codegen` (codegen/element-versions.ts); never edit a recorded entry: raise x-element.version and add a migration instead.",
      ...Object.fromEntries(entries),
    },
    null,
    2,
  )}\n`;
}
