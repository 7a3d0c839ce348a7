import { useDraggable, useDroppable } from "@dnd-kit/core";
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
    select: (event: PointerLike) => {
      event.stopPropagation();
      store.select(nodeId, selectMode(event));
    },
  };
}

type PointerLike = {
  stopPropagation(): void;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
};

/** A click's way of selecting: Ctrl/Cmd toggles, Shift adds, a plain click replaces. */
export function selectMode(event: PointerLike): "toggle" | "add" | "replace" {
  return event.ctrlKey || event.metaKey ? "toggle" : event.shiftKey ? "add" : "replace";
}
