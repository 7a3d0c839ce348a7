import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { ids, testDoc } from "../test-doc.ts";
import { remove } from "./remove.ts";

describe("remove", () => {
  it("takes elements out, with what is inside them", () => {
    const next = produce(testDoc(), (doc) => {
      remove(doc, { ids: ["cols", "gap"] });
    });
    expect(ids(next.elements)).toEqual(["title"]);
  });

  it("removes from a nested slot and skips ids that are gone", () => {
    const next = produce(testDoc(), (doc) => {
      remove(doc, { ids: ["text", "missing"] });
    });
    expect(ids(next.elements[1]?.slots?.["column-1"])).toEqual([]);
    expect(ids(next.elements)).toEqual(["title", "cols", "gap"]);
  });
});
