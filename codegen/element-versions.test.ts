import { describe, expect, it } from "vitest";
import { type ElementMigration, elementMigrations } from "../common/element-migrations.ts";
import { checkElementVersions, fingerprint, readVersionLock } from "./element-versions.ts";
import { collectElements } from "./elements.ts";
import { isObject, type JsonObject } from "./json.ts";
import { loadSchemaFiles, type SchemaFile } from "./schema-files.ts";

// The committed record and the schemas as they are; each test edits a copy of one file the way a
// developer would, then runs the check codegen runs (npm run codegen and codegen:check).
const lock = readVersionLock();

function edited(file: string, edit: (schema: JsonObject) => void): SchemaFile[] {
  return loadSchemaFiles().map((entry) => {
    if (entry.file !== file) return entry;
    const schema = structuredClone(entry.schema);
    edit(schema);
    return { ...entry, schema };
  });
}

const headingText = (schema: JsonObject): JsonObject => {
  const properties = schema.properties;
  if (!isObject(properties) || !isObject(properties.text)) throw new Error("heading has no text");
  return properties.text;
};

const raise = (schema: JsonObject, version: number) => {
  if (isObject(schema["x-element"])) schema["x-element"].version = version;
};

// the registered steps, and the test's own for the heading
const check = (files: SchemaFile[], migrations: Record<string, ElementMigration[]> = {}) =>
  checkElementVersions({
    elements: collectElements(files),
    files,
    lock,
    migrations: { ...elementMigrations, ...migrations },
  });

const shorter: ElementMigration = {
  from: 1,
  props: (props) => ({ ...props, text: String(props.text).slice(0, 120) }),
};

// collectElements compiles every schema with ajv: each check takes a second or more when busy
describe("element schema versions", { timeout: 30_000 }, () => {
  it("accepts the schemas as committed, each version recorded", () => {
    expect(check(loadSchemaFiles())).toEqual(lock);
    expect(Object.keys(lock.heading ?? {})).toEqual(["1"]);
  });

  it("refuses a changed props schema whose version was not raised, saying what to do", () => {
    const files = edited("elements/heading.schema.json", (schema) => {
      headingText(schema).maxLength = 120;
    });
    expect(() => check(files)).toThrow(
      /schemas\/elements\/heading: its schema changed, but x-element.version is still 1 .*raise x-element.version to 2 and add the step \{ from: 1 \} for "heading" in common\/element-migrations.ts/,
    );
  });

  it("refuses a raised version without its migration step", () => {
    const files = edited("elements/heading.schema.json", (schema) => {
      headingText(schema).maxLength = 120;
      raise(schema, 2);
    });
    expect(() => check(files)).toThrow(
      /x-element.version is 2 but common\/element-migrations.ts has no step from version 1 for "heading"/,
    );
  });

  it("records the new version next to the old one once the step is there", () => {
    const files = edited("elements/heading.schema.json", (schema) => {
      headingText(schema).maxLength = 120;
      raise(schema, 2);
    });
    const next = check(files, { heading: [shorter] });
    expect(next.heading?.["1"]).toBe(lock.heading?.["1"]);
    expect(next.heading?.["2"]).toMatch(/^[0-9a-f]{16}$/);
    expect(next.heading?.["2"]).not.toBe(lock.heading?.["1"]);
  });

  it("refuses steps out of order, for unknown types, and a version that went down", () => {
    const raised = edited("elements/heading.schema.json", (schema) => raise(schema, 2));
    expect(() => check(raised, { heading: [shorter, { ...shorter, from: 2 }] })).toThrow(
      /one step for each version below 2/,
    );
    expect(() => check(loadSchemaFiles(), { marquee: [shorter] })).toThrow(
      /steps for "marquee", no element type/,
    );
    // a record that already has version 2, against the schema at version 1
    const files = loadSchemaFiles();
    expect(() =>
      checkElementVersions({
        elements: collectElements(files),
        files,
        lock: { ...lock, heading: { ...lock.heading, "2": "0123456789abcdef" } },
        migrations: elementMigrations,
      }),
    ).toThrow(/went down to 1/);
  });

  it("fingerprints the rules (a referenced schema's too), not the words about them", () => {
    const print = (files: SchemaFile[], type: string) => {
      const info = collectElements(files).find((element) => element.type === type);
      if (!info) throw new Error(type);
      return fingerprint(info, files);
    };
    const files = loadSchemaFiles();
    const worded = edited("elements/heading.schema.json", (schema) => {
      schema.description = "Another description.";
      headingText(schema).description = "The heading's words.";
    });
    expect(print(worded, "heading")).toBe(print(files, "heading"));
    // the header's options have a prop named "title": a name, not the keyword
    const renamed = edited("elements/header-section.options.schema.json", (schema) => {
      if (isObject(schema.properties) && isObject(schema.properties.title))
        schema.properties.title.maxLength = 100;
    });
    expect(print(renamed, "header-section")).not.toBe(print(files, "header-section"));
    // media-src is referenced by the image element: its rules are the image's rules
    const referenced = edited("common/media-src.schema.json", (schema) => {
      schema.maxLength = 300;
    });
    expect(print(referenced, "image")).not.toBe(print(files, "image"));
  });
});
