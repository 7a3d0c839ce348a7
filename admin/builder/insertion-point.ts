import type { EditorState } from "../editor/store.ts";
import { type EditorDoc, type Location, locate } from "../editor/tree.ts";

/** Where a new element goes without a drag: after the last selected element, else the end. */
export function insertionPoint(state: Pick<EditorState<EditorDoc>, "doc" | "selection">): Location {
  const last = state.selection.at(-1);
  const found = last ? locate(state.doc, last) : undefined;
  if (found) return { ...found.location, index: found.location.index + 1 };
  return { parentId: null, slot: null, index: state.doc.elements.length };
}
