import { useDraggable, useDroppable } from "@dnd-kit/core";
import type { MouseEvent } from "react";
import { dragId } from "./drop-target.ts";
import { useEditor, useStore } from "./use-editor.ts";

/**
 * One element as canvas and outline show it: draggable by its handle, a drop target itself,
 * selected by a click (Ctrl/Cmd toggles, Shift adds: multi-select).
 */
export function useNodeDrag(view: "canvas" | "outline", nodeId: string) {
  const store = useStore();
  const isSelected = useEditor((state) => state.selection.includes(nodeId));
  const id = dragId.node(view, nodeId);
  const data = { source: { kind: "node", nodeId }, target: { kind: "node", nodeId } };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id,
    data,
  });
  const drop = useDroppable({ id, data });
  return {
    id,
    isSelected,
    isDragging,
    /** Spread on the drag handle (a button): pointer and keyboard dragging. */
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    ref: (element: HTMLElement | null) => {
      setNodeRef(element);
      drop.setNodeRef(element);
    },
    select: (event: MouseEvent) => {
      event.stopPropagation();
      const mode = event.ctrlKey || event.metaKey ? "toggle" : event.shiftKey ? "add" : "replace";
      store.select(nodeId, mode);
    },
  };
}
