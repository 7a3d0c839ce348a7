import type { EditorDoc } from "./tree.ts";
import { locate } from "./tree.ts";

export type SelectMode = "replace" | "toggle" | "add";

/** The selection after a click: replace, or (Ctrl/Shift) toggle or add for multi-select. */
export function select(selection: readonly string[], id: string, mode: SelectMode): string[] {
  if (mode === "replace") return [id];
  if (selection.includes(id))
    return mode === "toggle" ? selection.filter((item) => item !== id) : [...selection];
  return [...selection, id];
}

/**
 * The selected ids that still exist, without any that lies inside another selected one (moving
 * or removing the outer takes the inner along), in document order.
 */
export function normaliseSelection(doc: EditorDoc, selection: readonly string[]): string[] {
  const order: string[] = [];
  const walk = (nodes: EditorDoc["elements"], isInsideSelected: boolean) => {
    for (const node of nodes) {
      const isSelected = selection.includes(node.id);
      if (isSelected && !isInsideSelected) order.push(node.id);
      for (const children of Object.values(node.slots ?? {}))
        walk(children, isInsideSelected || isSelected);
    }
  };
  walk(doc.elements, false);
  return order.filter((id) => locate(doc, id));
}
