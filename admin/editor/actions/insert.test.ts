import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { ids, testDoc } from "../test-doc.ts";
import { createNode } from "./create-node.ts";
import { insert } from "./insert.ts";

describe("insert", () => {
  it("puts a new element at an index of the page", () => {
    const hero = createNode("hero");
    const next = produce(testDoc(), (doc) => {
      insert(doc, { nodes: [hero], to: { parentId: null, slot: null, index: 1 } });
    });
    expect(ids(next.elements)).toEqual(["title", hero.id, "cols", "gap"]);
    expect(hero.props).toMatchObject({ overlay: 40, height: "large", align: "center" });
  });

  it("puts a new element into a nested slot the schema allows", () => {
    const hero = createNode("hero");
    const next = produce(testDoc(), (doc) => {
      insert(doc, { nodes: [hero], to: { parentId: "cols", slot: "column-2", index: 0 } });
    });
    expect(ids(next.elements[1]?.slots?.["column-2"])).toEqual([hero.id]);
  });

  it("refuses a type the slot does not take (columns in columns) and unknown slots", () => {
    const doc = testDoc();
    expect(() =>
      insert(doc, {
        nodes: [createNode("columns")],
        to: { parentId: "cols", slot: "column-1", index: 0 },
      }),
    ).toThrow(/slotRejects/);
    expect(() =>
      insert(doc, {
        nodes: [createNode("hero")],
        to: { parentId: "cols", slot: "column-9", index: 0 },
      }),
    ).toThrow(/unknownSlot/);
    expect(() =>
      insert(doc, { nodes: [createNode("hero")], to: { parentId: "title", slot: "x", index: 0 } }),
    ).toThrow(/unknownSlot/);
  });

  it("never places a layout section in a page", () => {
    const section = { id: "hdr", type: "header-section", props: {} };
    expect(() =>
      insert(testDoc(), { nodes: [section], to: { parentId: null, slot: null, index: 0 } }),
    ).toThrow(/slotRejects/);
  });

  it("creates columns with an empty list for each slot", () => {
    expect(createNode("columns").slots).toEqual({
      "column-1": [],
      "column-2": [],
      "column-3": [],
      "column-4": [],
    });
  });
});
