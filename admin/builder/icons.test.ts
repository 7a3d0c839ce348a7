import { describe, expect, it } from "vitest";
import { contentTypes } from "#generated/element-meta.ts";
import { elementPaths } from "./icons.tsx";

describe("palette glyphs", () => {
  it("every element type of the palette has its own glyph", () => {
    expect(contentTypes.filter((type) => !elementPaths[type])).toEqual([]);
  });
});
