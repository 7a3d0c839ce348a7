import { describe, expect, it } from "vitest";
import { collectElements } from "./elements.ts";
import { schemaBaseUri } from "./paths.ts";
import { loadSchemaFiles, type SchemaFile } from "./schema-files.ts";

// A new element type as a developer would add it: one schema file, no .ui.json, no list to edit.
const marquee: SchemaFile = {
  group: "elements",
  name: "marquee",
  file: "elements/marquee.schema.json",
  uri: `${schemaBaseUri}elements/marquee.schema.json`,
  title: "MarqueeProps",
  schema: {
    title: "MarqueeProps",
    "x-element": {
      version: 1,
      label: { hr: "Pomični tekst", en: "Marquee", de: "Laufschrift" },
      category: "text",
      localised: ["text"],
      slots: [],
      mobileOverrides: ["speed"],
      resolver: false,
    },
    type: "object",
    properties: {
      text: { type: "string", maxLength: 200 },
      speed: { type: "integer", minimum: 1, maximum: 10, default: 5 },
    },
    required: ["text"],
    additionalProperties: false,
  },
};

describe("collectElements", () => {
  it("registers an element type from its schema file alone", () => {
    const marqueeInfo = collectElements([...loadSchemaFiles(), marquee]).find(
      (info) => info.type === "marquee",
    );
    expect(marqueeInfo).toMatchObject({ kind: "content", defaults: { speed: 5 } });
    expect(marqueeInfo?.ui).toEqual({
      order: ["text", "speed"],
      fields: {
        text: { widget: "text", label: { hr: "text", en: "text", de: "text" } },
        speed: { widget: "number", label: { hr: "speed", en: "speed", de: "speed" } },
      },
    });
  });

  it("refuses an annotation that names props the schema does not have", () => {
    const broken: SchemaFile = {
      ...marquee,
      schema: {
        ...marquee.schema,
        "x-element": { ...(marquee.schema["x-element"] as object), localised: ["title"] },
      },
    };
    expect(() => collectElements([...loadSchemaFiles(), broken])).toThrow(
      /x-element.localised names unknown props: title/,
    );
  });

  it("finds sections by their options schema and resolvers by their data schema", () => {
    const infos = collectElements(loadSchemaFiles());
    const sections = infos.filter((info) => info.kind === "section").map((info) => info.type);
    expect(sections).toEqual(["cookie-section", "footer-section", "header-section"]);
    expect(infos.find((info) => info.type === "page-list")?.data?.title).toBe("PageListData");
  });

  it("refuses slotRejects that name no element type", () => {
    const broken: SchemaFile = {
      ...marquee,
      schema: {
        ...marquee.schema,
        "x-element": { ...(marquee.schema["x-element"] as object), slotRejects: ["carousel"] },
      },
    };
    expect(() => collectElements([...loadSchemaFiles(), broken])).toThrow(
      /x-element.slotRejects names unknown element types: carousel/,
    );
  });

  it("refuses an example that breaks the schema (it becomes a new element's props)", () => {
    const broken: SchemaFile = {
      ...marquee,
      schema: { ...marquee.schema, examples: [{ text: "", speed: 99 }] },
    };
    expect(() => collectElements([...loadSchemaFiles(), broken])).toThrow(
      /examples\[0\] must be valid props/,
    );
  });

  it("refuses select options that do not label exactly the prop's enum", () => {
    const infos = collectElements(loadSchemaFiles());
    const columns = infos.find((info) => info.type === "columns");
    expect(columns?.ui).toMatchObject({ fields: { gap: { options: { large: { hr: "Velik" } } } } });
    // the same type with one value of the enum taken away
    const files = loadSchemaFiles().map((file) =>
      file.name === "columns" ? { ...file, schema: structuredClone(file.schema) } : file,
    );
    const schema = files.find((file) => file.name === "columns")!.schema as {
      properties: { gap: { enum: string[] } };
    };
    schema.properties.gap.enum = ["small", "medium"];
    expect(() => collectElements(files)).toThrow(/ui options of gap must label exactly/);
  });
});
