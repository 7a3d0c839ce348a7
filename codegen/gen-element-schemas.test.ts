import { describe, expect, it } from "vitest";
import { elementSchemas } from "#generated/element-schemas.ts";

describe("element schemas for the builder's forms", () => {
  it("inline every $ref, so a form needs no other file", () => {
    expect(JSON.stringify(elementSchemas)).not.toContain("$ref");
    const hero = elementSchemas.hero as { properties: Record<string, { properties?: object }> };
    expect(hero.properties.cta?.properties).toHaveProperty("link");
  });

  it("leave out the x-element annotation and keep the rules", () => {
    expect(elementSchemas.heading).not.toHaveProperty("x-element");
    expect(elementSchemas.hero).toMatchObject({ required: ["title", "image"] });
  });
});
