import type { EditorDoc, Location } from "../editor/tree.ts";
import { locate } from "../editor/tree.ts";

/** What is dragged: an element type from the palette, or elements of the page. */
export type DragSource = { kind: "palette"; type: string } | { kind: "node"; nodeId: string };

/** Where it can land: on an element (its list, its place), or into a list (page or slot). */
export type DropTarget =
  { kind: "node"; nodeId: string } | { kind: "list"; parentId: string | null; slot: string | null };

/** dnd-kit ids: unique across canvas and outline, which show the same elements twice. */
export const dragId = {
  palette: (type: string) => `palette:${type}`,
  node: (view: "canvas" | "outline", id: string) => `${view}:${id}`,
  list: (view: "canvas" | "outline", parentId: string | null, slot: string | null) =>
    `${view}-list:${parentId ?? "~"}:${slot ?? "~"}`,
};

/**
 * The location a drop means. Over an element: its place in its list, or the place after it
 * when the dragged item's centre is past the element's middle (or, within one list, when it
 * comes from above: it takes the element's place as a sortable list does). Over a list (an
 * empty slot, the page's end): appended.
 */
export function dropLocation({
  doc,
  source,
  target,
  isPastMiddle,
}: {
  doc: EditorDoc;
  source: DragSource;
  target: DropTarget;
  isPastMiddle: boolean;
}): Location | undefined {
  if (target.kind === "list") {
    const list =
      target.parentId === null
        ? doc.elements
        : (locate(doc, target.parentId)?.node.slots?.[target.slot ?? ""] ?? []);
    return { parentId: target.parentId, slot: target.slot, index: list.length };
  }
  const over = locate(doc, target.nodeId);
  if (!over) return undefined;
  const { location } = over;
  if (source.kind === "node") {
    if (source.nodeId === target.nodeId) return undefined;
    const from = locate(doc, source.nodeId);
    const isSameList =
      from?.location.parentId === location.parentId && from.location.slot === location.slot;
    if (isSameList) {
      const isFromAbove = from.location.index < location.index;
      return { ...location, index: isFromAbove ? location.index + 1 : location.index };
    }
  }
  return { ...location, index: isPastMiddle ? location.index + 1 : location.index };
}

/**
 * Where a dropped item ends up, as its user counts (for the announcements): a drop location
 * counts in the list as it is before the move, so taking an element out of the same list before
 * that place lands it one earlier (move.ts does the same).
 */
export function landingPlace(doc: EditorDoc, source: DragSource, to: Location): Location {
  if (source.kind !== "node") return to;
  const from = locate(doc, source.nodeId)?.location;
  const isEarlierInSameList =
    from?.parentId === to.parentId && from.slot === to.slot && from.index < to.index;
  return isEarlierInSameList ? { ...to, index: to.index - 1 } : to;
}
