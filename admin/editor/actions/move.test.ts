import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { ids, testDoc } from "../test-doc.ts";
import { move } from "./move.ts";

describe("move", () => {
  it("reorders within a list (the index counts before the move)", () => {
    const down = produce(testDoc(), (doc) => {
      move(doc, { ids: ["title"], to: { parentId: null, slot: null, index: 3 } });
    });
    expect(ids(down.elements)).toEqual(["cols", "gap", "title"]);
    const up = produce(testDoc(), (doc) => {
      move(doc, { ids: ["gap"], to: { parentId: null, slot: null, index: 0 } });
    });
    expect(ids(up.elements)).toEqual(["gap", "title", "cols"]);
  });

  it("moves between slots and out of a slot to the page", () => {
    const across = produce(testDoc(), (doc) => {
      move(doc, { ids: ["text"], to: { parentId: "cols", slot: "column-2", index: 0 } });
    });
    expect(ids(across.elements[1]?.slots?.["column-1"])).toEqual([]);
    expect(ids(across.elements[1]?.slots?.["column-2"])).toEqual(["text"]);
    const out = produce(testDoc(), (doc) => {
      move(doc, { ids: ["text"], to: { parentId: null, slot: null, index: 0 } });
    });
    expect(ids(out.elements)).toEqual(["text", "title", "cols", "gap"]);
  });

  it("moves several nodes together, in the order given", () => {
    const next = produce(testDoc(), (doc) => {
      move(doc, { ids: ["title", "gap"], to: { parentId: "cols", slot: "column-2", index: 0 } });
    });
    expect(ids(next.elements)).toEqual(["cols"]);
    expect(ids(next.elements[0]?.slots?.["column-2"])).toEqual(["title", "gap"]);
  });

  it("refuses to move an element into itself or a type into a slot that rejects it", () => {
    const doc = testDoc();
    expect(() =>
      move(doc, { ids: ["cols"], to: { parentId: "cols", slot: "column-2", index: 0 } }),
    ).toThrow(/intoItself|slotRejects/);
    expect(() =>
      move(doc, { ids: ["missing"], to: { parentId: null, slot: null, index: 0 } }),
    ).toThrow(/unknownElement/);
  });
});
