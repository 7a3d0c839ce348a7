import { describe, expect, it } from "vitest";
import { admin as de } from "#locales/de/admin.ts";
import { admin as en } from "#locales/en/admin.ts";
import { admin as hr } from "#locales/hr/admin.ts";
import {
  type CatalogueKind,
  catalogueFormSchema,
  catalogueHints,
  catalogueKinds,
  catalogueUiSchema,
  withIdChoices,
} from "./form-schema.ts";

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

  it("labels enum values, the kinds of a value and list items, from the texts", () => {
    const schema = catalogueFormSchema("product");
    const ui = catalogueUiSchema(schema, {}, undefined, {
      enumLabels: { Simple: "Jednostavan", text: "Tekst" },
      itemTitles: { media: "Slika", attributes: "Atribut" },
      branchTitles: { number: "Broj", string: "Tekst" },
    }) as Record<string, Record<string, unknown>>;
    expect(ui.format?.["ui:enumNames"]).toEqual([
      "Jednostavan",
      "Configurable",
      "Bundle",
      "EProduct",
    ]);
    expect(ui.media?.["ui:options"]).toEqual({ itemTitle: "Slika" });
    const value = (ui.attributes?.items as Record<string, { anyOf: Record<string, unknown>[] }>)
      .value;
    // rjsf wrote "Vrijednost option 1": each kind now has its name
    expect(value?.anyOf.map((branch) => branch["ui:title"])).toEqual(["Broj", "Tekst", ""]);
    const option = (ui.customOptions?.items as Record<string, Record<string, unknown>>).option_type;
    expect(option?.["ui:enumNames"]).toEqual(["Tekst", "number"]);
  });

  it("gives the fields the widgets and the form the groups its entity's hints declare", () => {
    const schema = catalogueFormSchema("product");
    const ui = catalogueUiSchema(schema, {}, catalogueHints.product) as Record<
      string,
      Record<string, Record<string, Record<string, unknown>>>
    >;
    for (const code of ["hrv", "eng", "deu"]) {
      expect(ui.translations?.[code]?.description?.["ui:widget"]).toBe("richtext");
      expect(ui.translations?.[code]?.shortDescription?.["ui:widget"]).toBe("textarea");
    }
    expect(ui.media?.items?.src?.["ui:widget"]).toBe("media");
    expect(ui.version?.["ui:widget"]).toBe("hidden");
    const groups = ui["ui:groups"] as unknown as { id: string; properties: string[] }[];
    expect(groups.map((group) => group.id)).toContain("pictures");
    expect(groups.flatMap((group) => group.properties)).not.toContain("version");
    // a category's picture is picked from the media library too
    const category = catalogueUiSchema(
      catalogueFormSchema("productCategory"),
      {},
      catalogueHints.productCategory,
    ) as Record<string, Record<string, Record<string, unknown>>>;
    expect(category.image?.src?.["ui:widget"]).toBe("media");
  });

  it("has a label in every admin language for every field, value and list of every entity", () => {
    for (const texts of [hr, en, de])
      for (const kind of Object.keys(catalogueKinds) as CatalogueKind[]) {
        const ui = catalogueUiSchema(
          catalogueFormSchema(kind),
          texts.fields,
          catalogueHints[kind],
          texts,
        );
        const raw: string[] = [];
        const walk = (node: unknown, name?: string) => {
          if (typeof node !== "object" || node === null) return;
          const record = node as Record<string, unknown>;
          // a hidden field (the version) shows no label
          const isShown = record["ui:widget"] !== "hidden";
          if (name && isShown && record["ui:title"] === name) raw.push(name);
          for (const each of (record["ui:enumNames"] as string[] | undefined) ?? [])
            if (!Object.values(texts.enumLabels).includes(each)) raw.push(each);
          for (const [key, value] of Object.entries(record))
            if (!key.startsWith("ui:")) walk(value, key === "items" ? undefined : key);
        };
        walk(ui);
        expect(raw, `${kind}`).toEqual([]);
        for (const group of ui["ui:groups"] as { id: keyof typeof texts.formGroups }[])
          expect(texts.formGroups[group.id]).toBeTruthy();
      }
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
