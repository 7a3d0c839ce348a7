import { describe, expect, it } from "vitest";
import { elements } from "#generated/elements.ts";
import { elementUiSchema } from "./ui-schema.ts";

describe("elementUiSchema: picker hints", () => {
  it("gives an id prop the picker widget of its source, and each item of an id list too", () => {
    const ui = elementUiSchema(elements["product-list"].ui, "hr");
    expect(ui.category).toMatchObject({
      "ui:widget": "picker",
      "ui:options": { source: "category" },
      "ui:title": "Kategorija",
    });
    expect(ui.productIds).toMatchObject({
      "ui:title": "Odabrani proizvodi",
      items: { "ui:widget": "picker", "ui:options": { source: "product" } },
    });
    expect(ui.productIds).not.toHaveProperty("ui:widget");
  });

  it("gives the product list's tag the tag picker the link picker uses, not a bare number", () => {
    expect(elementUiSchema(elements["product-list"].ui, "en").tag).toMatchObject({
      "ui:widget": "picker",
      "ui:options": { source: "tag" },
      "ui:title": "Tag",
    });
  });

  it("gives the cross-sell element the product picker for its product", () => {
    expect(elementUiSchema(elements["cross-sell"].ui, "de").product).toMatchObject({
      "ui:widget": "picker",
      "ui:options": { source: "product" },
      "ui:title": "Produkt",
    });
  });

  it("leaves props without a source alone", () => {
    const ui = elementUiSchema(elements["category-list"].ui, "en");
    expect(ui.limit).toEqual({ "ui:widget": "updown", "ui:title": "At most" });
  });
});

describe("elementUiSchema: select options", () => {
  it("names each value of a select in the editor's language, not by its code", () => {
    expect(elementUiSchema(elements.columns.ui, "hr").gap).toMatchObject({
      "ui:widget": "select",
      "ui:enumNames": { small: "Malen", medium: "Srednji", large: "Velik" },
    });
    expect(elementUiSchema(elements.hero.ui, "de").height).toMatchObject({
      "ui:enumNames": { medium: "Mittel", large: "Groß", full: "Ganzer Bildschirm" },
    });
  });
});

describe("elementUiSchema: lists", () => {
  it("describes each item by the list's hints and gives an item no title of its own", () => {
    const items = elementUiSchema(elements["feature-list"].ui, "hr").items as Record<
      string,
      unknown
    >;
    expect(items["ui:title"]).toBe("Stavke");
    expect(items.items).toMatchObject({
      "ui:order": ["icon", "title", "text", "link", "*"],
      "ui:options": { label: false },
      title: { "ui:title": "Naslov" },
    });
  });
});
