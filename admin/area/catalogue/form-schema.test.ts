import { describe, expect, it } from "vitest";
import { catalogueFormSchema, catalogueUiSchema } from "./form-schema.ts";

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
