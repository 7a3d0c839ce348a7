import { describe, expect, it } from "vitest";
import { catalogueFormSchema, catalogueUiSchema, withIdChoices } from "./form-schema.ts";

describe("catalogue form schema", () => {
  it("shows texts per language as one group per site language", () => {
    const schema = catalogueFormSchema("product") as {
      properties: Record<string, { properties?: Record<string, unknown>; type?: unknown }>;
    };
    expect(Object.keys(schema.properties.translations?.properties ?? {})).toEqual([
      "hrv",
      "eng",
      "deu",
    ]);
    expect(schema.properties.translations).not.toHaveProperty("additionalProperties");
    // "a price or null" is a price, left empty when there is none
    expect(schema.properties.membershipPrice?.type).toBe("number");
    expect(JSON.stringify(schema)).not.toContain('"title"');
  });

  it("labels every property by name, nested ones too", () => {
    const schema = catalogueFormSchema("attribute");
    type Ui = { "ui:title"?: string; items: Record<string, { hrv: { "ui:title": string } }> };
    const ui = catalogueUiSchema(schema, {
      label: "Oznaka",
      hrv: "Hrvatski",
      values: "Vrijednosti",
    });
    const values = ui.values as Ui;
    expect(values["ui:title"]).toBe("Vrijednosti");
    expect(values.items.label?.hrv["ui:title"]).toBe("Hrvatski");
    expect((ui.inputType as Ui)["ui:title"]).toBe("inputType");
  });
});

describe("withIdChoices", () => {
  const choices = {
    categories: [
      { id: 3, label: "Vina" },
      { id: 4, label: "Vina › Crna vina" },
    ],
    tags: [{ id: 9, label: "Poklon" }],
    taxClasses: [
      { code: "standard", label: "Opća stopa (25 %)" },
      { code: "reduced", label: "Snižena stopa (5 %)" },
    ],
  };

  it("makes a product's category and tag ids choices by name", () => {
    const schema = catalogueFormSchema("product");
    const { schema: shown, uiSchema } = withIdChoices("product", schema, {}, choices);
    const properties = shown.properties as Record<string, Record<string, unknown>>;
    expect(properties.categoryIds).toMatchObject({
      uniqueItems: true,
      items: {
        type: "integer",
        oneOf: [
          { const: 3, title: "Vina" },
          { const: 4, title: "Vina › Crna vina" },
        ],
      },
    });
    expect(uiSchema.categoryIds).toEqual({ "ui:widget": "checkboxes" });
    expect(properties.mainCategoryId?.oneOf).toHaveLength(2);
    expect(properties.tagIds).toMatchObject({ items: { oneOf: [{ const: 9, title: "Poklon" }] } });
    // the VAT class by its name and rate
    expect(properties.taxClass?.oneOf).toEqual([
      { const: "standard", title: "Opća stopa (25 %)" },
      { const: "reduced", title: "Snižena stopa (5 %)" },
    ]);
    // products stay numbers: a shop may have 100,000 of them
    expect(JSON.stringify(properties.crossSellIds)).not.toContain("oneOf");
  });

  it("gives a category its parent by name, and leaves a field alone without choices", () => {
    const category = withIdChoices(
      "productCategory",
      catalogueFormSchema("productCategory"),
      {},
      choices,
    );
    expect(
      (category.schema.properties as Record<string, { oneOf?: unknown[] }>).parentId?.oneOf,
    ).toHaveLength(2);
    const none = withIdChoices(
      "product",
      catalogueFormSchema("product"),
      {},
      { categories: [], tags: [], taxClasses: [] },
    );
    expect(JSON.stringify(none.schema)).not.toContain("oneOf");
  });
});
