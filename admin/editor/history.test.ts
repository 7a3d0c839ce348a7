import { describe, expect, it } from "vitest";
import { EditorStore } from "./store.ts";
import { ids, testDoc } from "./test-doc.ts";
import { record } from "./history.ts";

describe("undo and redo (patch-based)", () => {
  it("undoes and redoes a move with inverse patches, restoring the selection", () => {
    const store = new EditorStore(testDoc());
    store.select("gap");
    store.move(["title"], { parentId: null, slot: null, index: 3 });
    expect(ids(store.getState().doc.elements)).toEqual(["cols", "gap", "title"]);
    const entry = store.getState().history.past[0]!;
    // patches name places inside the tree (shared node references), never the whole document
    expect(entry.patches.length).toBeLessThanOrEqual(4);
    for (const patch of [...entry.patches, ...entry.inverse])
      expect(patch.path.length).toBeGreaterThanOrEqual(2);
    expect(store.undo()).toBe(true);
    expect(ids(store.getState().doc.elements)).toEqual(["title", "cols", "gap"]);
    expect(store.getState().selection).toEqual(["gap"]);
    expect(store.redo()).toBe(true);
    expect(ids(store.getState().doc.elements)).toEqual(["cols", "gap", "title"]);
    expect(store.redo()).toBe(false);
  });

  it("undoes insert, remove, duplicate and props one step at a time", () => {
    const store = new EditorStore(testDoc());
    const before = structuredClone(store.getState().doc);
    store.insertType("hero", { parentId: "cols", slot: "column-2", index: 0 });
    store.remove(["gap"]);
    store.duplicate(["title"]);
    store.updateProps("title", { text: "Drugi" }, "desktop");
    expect(store.getState().history.past).toHaveLength(4);
    while (store.undo());
    expect(store.getState().doc).toEqual(before);
  });

  it("merges typing in one field into one step, and a new change clears redo", () => {
    const store = new EditorStore(testDoc());
    store.updateProps("title", { text: "K" }, "desktop");
    store.updateProps("title", { text: "Ko" }, "desktop");
    store.updateProps("title", { text: "Kon" }, "desktop");
    expect(store.getState().history.past).toHaveLength(1);
    store.undo();
    expect(store.getState().doc.elements[0]?.props.text).toBe("Konoba");
    store.redo();
    expect(store.getState().doc.elements[0]?.props.text).toBe("Kon");
    store.undo();
    store.remove(["gap"]);
    expect(store.getState().history.future).toHaveLength(0);
  });

  it("does not merge after a pause", () => {
    const entry = {
      patches: [{ op: "replace" as const, path: ["a"], value: 1 }],
      inverse: [],
      selection: [],
      mergeKey: "k",
    };
    const first = record({ past: [], future: [] }, entry, 0);
    expect(record(first, entry, 500).past).toHaveLength(1);
    expect(record(first, entry, 5000).past).toHaveLength(2);
  });

  it("records nothing for a change that changes nothing", () => {
    const store = new EditorStore(testDoc());
    store.updateProps("title", { text: "Konoba", level: 1 }, "desktop");
    expect(store.getState().history.past).toHaveLength(0);
  });
});
