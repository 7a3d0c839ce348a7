import { describe, expect, it } from "vitest";
import { productUi } from "./entity-ui.ts";
import { formGroups, groupsWithErrors } from "./form-groups.ts";
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
    const placed = groups.flatMap((group) => group.properties);
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
    ]);
    // the first group holds only what was declared there: nothing fell through
    expect(groups[0]?.properties).toEqual(
      productUi.groups[0]?.properties.filter((name) => placed.includes(name)),
    );
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

  it("names none without errors", () => {
    expect(groupsWithErrors(groups, undefined)).toEqual([]);
    expect(groupsWithErrors(groups, {})).toEqual([]);
  });
});
