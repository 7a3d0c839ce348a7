import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { ids, testDoc } from "../test-doc.ts";
import { duplicate } from "./duplicate.ts";

describe("duplicate", () => {
  it("copies an element with its subtree right after it, with new ids", () => {
    let copies: string[] = [];
    const next = produce(testDoc(), (doc) => {
      copies = duplicate(doc, { ids: ["cols"] }).ids;
    });
    expect(ids(next.elements)).toEqual(["title", "cols", copies[0], "gap"]);
    const copy = next.elements[2]!;
    expect(copy.id).not.toBe("cols");
    const inner = copy.slots?.["column-1"]?.[0];
    expect(inner?.type).toBe("rich-text");
    expect(inner?.id).not.toBe("text");
    expect(inner?.props).toEqual({ html: "<p>Dobar dan</p>" });
  });

  it("keeps the copy apart from the original", () => {
    const next = produce(testDoc(), (doc) => {
      duplicate(doc, { ids: ["title"] });
      doc.elements[1]!.props.text = "Kopija";
    });
    expect(next.elements[0]?.props.text).toBe("Konoba");
    expect(next.elements[1]?.props.text).toBe("Kopija");
  });
});
