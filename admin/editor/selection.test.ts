import { describe, expect, it } from "vitest";
import { normaliseSelection, select } from "./selection.ts";
import { testDoc } from "./test-doc.ts";

describe("multi-select", () => {
  it("replaces, toggles and adds", () => {
    expect(select(["a"], "b", "replace")).toEqual(["b"]);
    expect(select(["a"], "b", "toggle")).toEqual(["a", "b"]);
    expect(select(["a", "b"], "b", "toggle")).toEqual(["a"]);
    expect(select(["a", "b"], "b", "add")).toEqual(["a", "b"]);
  });

  it("keeps document order, drops ids inside a selected element and ids that are gone", () => {
    expect(normaliseSelection(testDoc(), ["gap", "text", "cols", "missing"])).toEqual([
      "cols",
      "gap",
    ]);
  });
});
