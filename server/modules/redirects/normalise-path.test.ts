import { describe, expect, it } from "vitest";
import { maxPathLength, normalisePath } from "./normalise-path.ts";

describe("normalisePath", () => {
  it("drops the query and fragment, extra slashes and a trailing slash", () => {
    expect(normalisePath("/stara//stranica/?utm=1#top")).toBe("/stara/stranica");
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("//")).toBe("/");
  });

  it("spells a path with one percent-encoding", () => {
    expect(normalisePath("/čaj")).toBe("/%C4%8Daj");
    expect(normalisePath("/%C4%8Daj")).toBe("/%C4%8Daj");
    expect(normalisePath("/%E0%A4%A")).toBe("/%E0%A4%A");
  });

  it("refuses what is no site path or too long", () => {
    expect(normalisePath("stranica")).toBeUndefined();
    expect(normalisePath(`/${"a".repeat(maxPathLength)}`)).toBeUndefined();
    expect(normalisePath(`/${"a".repeat(maxPathLength - 1)}`)).toHaveLength(maxPathLength);
    expect(normalisePath("/a\u0000b")).toBeUndefined();
  });
});
