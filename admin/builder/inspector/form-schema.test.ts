import { describe, expect, it } from "vitest";
import { elementSchemas } from "#generated/element-schemas.ts";
import { formSchema } from "./form-schema.ts";

describe("formSchema", () => {
  it("drops the schema's notes but keeps props named title", () => {
    const hero = formSchema(elementSchemas.hero);
    expect(hero.title).toBeUndefined();
    expect(hero.description).toBeUndefined();
    expect(hero.properties).toHaveProperty("title");
    expect(JSON.stringify(hero)).not.toContain("Darkening");
    expect(hero.required).toEqual(["title", "image"]);
  });
});
