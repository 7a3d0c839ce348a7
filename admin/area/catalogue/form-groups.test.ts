import { describe, expect, it } from "vitest";
import { productUi } from "./entity-ui.ts";
import { filteredUiSchema, formGroups, groupsWithErrors } from "./form-groups.ts";
import { catalogueFormSchema } from "./form-schema.ts";

describe("formGroups", () => {
  const schema = {
    type: "object" as const,
    properties: { sku: {}, version: {}, basicPrice: {}, media: {}, extra: {} },
  };

  it("keeps the declared groups with the properties the schema has, in order", () => {
    const groups = formGroups(
      schema,
      [
        { id: "basics", properties: ["sku", "missing"] },
        { id: "prices", properties: ["basicPrice"] },
        { id: "options", properties: ["customOptions"] },
        { id: "pictures", properties: ["media"] },
      ],
      ["version"],
    );
    // a group with nothing to show is dropped; a property no group names joins the first
    expect(groups).toEqual([
      { id: "basics", properties: ["sku", "extra"] },
      { id: "prices", properties: ["basicPrice"] },
      { id: "pictures", properties: ["media"] },
    ]);
  });

  it("puts every property in one group when none is declared", () => {
    expect(formGroups(schema, [], ["version"])).toEqual([
      { id: "basics", properties: ["sku", "basicPrice", "media", "extra"] },
    ]);
  });

  it("places every property of the product's save schema in exactly one group", () => {
    const product = catalogueFormSchema("product");
    const groups = formGroups(product, productUi.groups, ["version"]);
    // a group showing some fields of another's property (SEO: the texts' addresses) does not place it
    const placed = groups.flatMap((group) =>
      group.properties.filter((name) => group.filters?.[name]?.keep !== "only"),
    );
    expect(new Set(placed).size).toBe(placed.length);
    expect(placed.toSorted()).toEqual(
      Object.keys(product.properties ?? {})
        .filter((name) => name !== "version")
        .toSorted(),
    );
    expect(groups.map((group) => group.id)).toEqual([
      "basics",
      "prices",
      "pictures",
      "attributes",
      "options",
      "translations",
      "seo",
    ]);
    // the first group holds only what was declared there: nothing fell through
    expect(groups[0]?.properties).toEqual(
      productUi.groups[0]?.properties.filter((name) => placed.includes(name)),
    );
  });

  it("splits a property between two groups: the fields one declares leave the other", () => {
    const texts = { type: "object" as const, properties: { sku: {}, translations: {} } };
    const seo = ["translations.*.slug", "translations.*.shortDescription"];
    expect(
      formGroups(texts, [
        { id: "basics", properties: ["sku"] },
        { id: "translations", properties: ["translations"] },
        { id: "seo", properties: seo },
      ]),
    ).toEqual([
      { id: "basics", properties: ["sku"] },
      {
        id: "translations",
        properties: ["translations"],
        filters: { translations: { keep: "except", paths: seo } },
      },
      {
        id: "seo",
        properties: ["translations"],
        filters: { translations: { keep: "only", paths: seo } },
      },
    ]);
    // no group holds the rest of it: the first one does
    expect(
      formGroups(texts, [
        { id: "basics", properties: ["sku"] },
        { id: "seo", properties: ["translations.*.slug"] },
      ]),
    ).toEqual([
      {
        id: "basics",
        properties: ["sku", "translations"],
        filters: { translations: { keep: "except", paths: ["translations.*.slug"] } },
      },
      {
        id: "seo",
        properties: ["translations"],
        filters: { translations: { keep: "only", paths: ["translations.*.slug"] } },
      },
    ]);
  });
});

describe("filteredUiSchema", () => {
  const schema = catalogueFormSchema("product").properties?.translations;
  const ui = { hrv: { name: { "ui:title": "Naziv" }, "ui:title": "hrv" } };
  const seo = ["translations.*.slug", "translations.*.shortDescription"];
  const isOmitted = (node: unknown) =>
    (node as Record<string, unknown>)["ui:widget"] === "hidden" &&
    typeof (node as Record<string, unknown>)["ui:field"] === "function";

  it("draws only the fields a group declares, in every language, and keeps their hints", () => {
    const shown = filteredUiSchema(schema, ui, ["translations"], { keep: "only", paths: seo });
    for (const code of ["hrv", "eng", "deu"]) {
      const texts = shown[code] as Record<string, unknown>;
      expect(isOmitted(texts.name)).toBe(true);
      expect(isOmitted(texts.description)).toBe(true);
      expect(isOmitted(texts.slug)).toBe(false);
      expect(isOmitted(texts.shortDescription)).toBe(false);
    }
    expect((shown.hrv as Record<string, unknown>)["ui:title"]).toBe("hrv");
  });

  it("leaves out of the other group exactly those fields", () => {
    const rest = filteredUiSchema(schema, ui, ["translations"], { keep: "except", paths: seo });
    const texts = rest.hrv as Record<string, unknown>;
    expect(isOmitted(texts.slug)).toBe(true);
    expect(isOmitted(texts.shortDescription)).toBe(true);
    expect(texts.name).toEqual({ "ui:title": "Naziv" });
    expect(isOmitted(texts.description)).toBe(false);
  });
});

describe("groupsWithErrors", () => {
  const groups = [
    { id: "basics" as const, properties: ["sku"] },
    { id: "prices" as const, properties: ["basicPrice"] },
    { id: "translations" as const, properties: ["translations"] },
  ];

  it("names the groups with an error anywhere below one of their properties", () => {
    expect(
      groupsWithErrors(groups, {
        translations: { hrv: { slug: { __errors: ["Unos nije u ispravnom obliku"] } } },
        sku: { __errors: [] },
      } as never),
    ).toEqual(["translations"]);
    expect(groupsWithErrors(groups, { basicPrice: { __errors: ["x"] } } as never)).toEqual([
      "prices",
    ]);
  });

  it("names a shared property's group only for the errors in the fields it shows", () => {
    const seo = ["translations.*.slug"];
    const split = [
      {
        id: "translations" as const,
        properties: ["translations"],
        filters: { translations: { keep: "except" as const, paths: seo } },
      },
      {
        id: "seo" as const,
        properties: ["translations"],
        filters: { translations: { keep: "only" as const, paths: seo } },
      },
    ];
    const error = (field: string) => ({ translations: { eng: { [field]: { __errors: ["x"] } } } });
    expect(groupsWithErrors(split, error("slug") as never)).toEqual(["seo"]);
    expect(groupsWithErrors(split, error("name") as never)).toEqual(["translations"]);
  });

  it("names none without errors", () => {
    expect(groupsWithErrors(groups, undefined)).toEqual([]);
    expect(groupsWithErrors(groups, {})).toEqual([]);
  });
});
