import { describe, expect, it } from "vitest";
import { elementMeta } from "#generated/element-meta.ts";
import { contentTypes, elements, isElementType, sectionTypes } from "#generated/elements.ts";
import { routes } from "#generated/routes.ts";

describe("element registry", () => {
  it("lists at least 15 content element types, each with defaults, form hints and a validator", () => {
    expect(contentTypes.length).toBeGreaterThanOrEqual(15);
    for (const type of contentTypes) {
      const element = elements[type];
      expect(element.kind, type).toBe("content");
      expect(typeof element.validate, type).toBe("function");
      expect(element.ui.order.length, type).toBeGreaterThan(0);
      expect(element.label.hr, type).not.toBe("");
    }
    expect(elements.heading.defaults).toEqual({ level: 2, align: "left" });
    expect(elements.spacer.mobileOverrides).toEqual(["height"]);
    expect(elements.columns.slots).toEqual(["column-1", "column-2", "column-3", "column-4"]);
    // slotRejects: every content element fits a column but columns itself
    expect(elements.columns.accepts).toContain("hero");
    expect(elements.columns.accepts).not.toContain("columns");
    expect(elements.columns.accepts).not.toContain("header-section");
    expect(elements.hero.accepts).toEqual([]);
    // every content element starts valid in the builder (the schema's example)
    for (const type of contentTypes)
      expect(elements[type].validate(structuredClone(elements[type].starter)), type).toBe(true);
    expect(elements["page-list"].resolver).toBe(true);
  });

  it("registers the three layout sections with their option defaults", () => {
    expect([...sectionTypes].sort()).toEqual([
      "cookie-section",
      "footer-section",
      "header-section",
    ]);
    expect(elements["cookie-section"].defaults.buttonLabel).toBe("Slažem se");
    expect(elements["footer-section"].defaults.columns).toHaveLength(4);
    expect(elements["header-section"].defaults).toMatchObject({ menu: "main", sticky: true });
  });

  it("applies defaults while validating props", () => {
    const props = { text: "Dobrodošli" };
    expect(elements.heading.validate(props)).toBe(true);
    expect(props).toEqual({ text: "Dobrodošli", level: 2, align: "left" });
    expect(isElementType("heading")).toBe(true);
    expect(isElementType("marquee")).toBe(false);
  });

  it("offers a validator-free projection for the shoppers' bundle", () => {
    expect(elementMeta.hero.defaults).toEqual(elements.hero.defaults);
    expect("validate" in elementMeta.hero).toBe(false);
    expect("ui" in elementMeta.hero).toBe(false);
  });
});

describe("route table", () => {
  it("has spec 2 paths per language and the language prefixes", () => {
    expect(routes.prefixes).toEqual({ hr: "", en: "/en", de: "/de" });
    const byId = new Map(routes.entries.map((entry) => [entry.id, entry.paths]));
    expect(byId.get("cart")).toEqual({ hr: "/kosarica", en: "/cart", de: "/einkaufswagen" });
    expect(byId.get("event")).toEqual({
      hr: "/dogadjaj/:id",
      en: "/event/:id",
      de: "/Veranstaltung/:id",
    });
    expect(byId.get("checkoutSuccess")?.hr).toBe("/naplata/uspjesna");
    expect(routes.entries.at(-1)).toEqual({
      id: "page",
      paths: { hr: "/:slug?", en: "/:slug?", de: "/:slug?" },
    });
  });
});
