import { produce } from "immer";
import { describe, expect, it } from "vitest";
import { ids, testDoc } from "../test-doc.ts";
import type { EditorDoc } from "../tree.ts";
import { clipboardKey, copyToClipboard, paste, readClipboard } from "./clipboard.ts";

/** localStorage as the browser has it, for one test. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
}

describe("copy and paste", () => {
  it("pastes copies with new ids, also into another page", () => {
    const storage = memoryStorage();
    expect(copyToClipboard(testDoc(), ["title", "cols"], storage)).toBe(2);
    const otherPage: EditorDoc = { elements: [] };
    const next = produce(otherPage, (doc) => {
      paste(doc, { nodes: readClipboard(storage), to: { parentId: null, slot: null, index: 0 } });
    });
    expect(next.elements.map((node) => node.type)).toEqual(["heading", "columns"]);
    expect(ids(next.elements)).not.toContain("title");
    expect(next.elements[1]?.slots?.["column-1"]?.[0]?.id).not.toBe("text");
  });

  it("pastes into a slot only what the slot takes", () => {
    const storage = memoryStorage();
    copyToClipboard(testDoc(), ["cols"], storage);
    expect(() =>
      paste(testDoc(), {
        nodes: readClipboard(storage),
        to: { parentId: "cols", slot: "column-2", index: 0 },
      }),
    ).toThrow(/slotRejects/);
  });

  it("reads an empty or foreign clipboard as nothing", () => {
    const storage = memoryStorage();
    expect(readClipboard(storage)).toEqual([]);
    storage.setItem(clipboardKey, "{not json");
    expect(readClipboard(storage)).toEqual([]);
    storage.setItem(clipboardKey, JSON.stringify({ kind: "other", nodes: [{}] }));
    expect(readClipboard(storage)).toEqual([]);
  });
});
