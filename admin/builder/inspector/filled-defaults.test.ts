import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { withoutDefaults, withoutFilledDefaults } from "./filled-defaults.ts";

const schema: RJSFSchema = {
  type: "object",
  properties: {
    text: { type: "string" },
    align: { type: "string", enum: ["left", "center"], default: "left" },
    link: { type: "object", properties: { newTab: { type: "boolean", default: false } } },
    items: {
      type: "array",
      items: { type: "object", properties: { icon: { type: "string", default: "star" } } },
    },
  },
};

describe("withoutFilledDefaults", () => {
  it("drops what rjsf filled in, at the top, in objects and in list items", () => {
    const previous = { text: "Bok", items: [{}] };
    const filled = {
      text: "Bok",
      align: "left",
      link: { newTab: false },
      items: [{ icon: "star" }],
    };
    expect(withoutFilledDefaults(schema, previous, filled)).toEqual(previous);
  });

  it("keeps a real change, and a value the props already had even when it is the default", () => {
    expect(
      withoutFilledDefaults(schema, { text: "Bok", align: "left" }, { text: "Hej", align: "left" }),
    ).toEqual({ text: "Hej", align: "left" });
    expect(
      withoutFilledDefaults(schema, { text: "Bok" }, { text: "Bok", align: "center" }),
    ).toEqual({ text: "Bok", align: "center" });
    // a new list item is the user's: kept whole
    expect(withoutFilledDefaults(schema, { items: [] }, { items: [{ icon: "star" }] })).toEqual({
      items: [{ icon: "star" }],
    });
  });
});

describe("withoutDefaults", () => {
  it("removes every default, nested too", () => {
    expect(JSON.stringify(withoutDefaults(schema))).not.toContain("default");
    expect(withoutDefaults(schema).properties?.align).toEqual({
      type: "string",
      enum: ["left", "center"],
    });
  });
});
