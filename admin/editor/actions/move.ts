import { assertPlaceable } from "../slot-rules.ts";
import {
  type EditorDoc,
  EditorError,
  isInside,
  listAt,
  type Location,
  mustLocate,
} from "../tree.ts";

/**
 * Moves nodes (one, or a multi-selection in document order) to a location: reorder within a
 * list, or into another slot. `to.index` counts in the target list as it is before the move.
 */
export function move(doc: EditorDoc, { ids, to }: { ids: string[]; to: Location }) {
  for (const id of ids) {
    const { node } = mustLocate(doc, id);
    if (to.parentId !== null && isInside(doc, to.parentId, id))
      throw new EditorError("intoItself", id);
    assertPlaceable(doc, node.type, to);
  }
  const target = listAt(doc, to);
  let index = to.index;
  const moving = ids.map((id) => {
    const { list, location } = mustLocate(doc, id);
    // taking a node out before the target index of the same list shifts the target left
    if (list === target && location.index < index) index -= 1;
    return list.splice(location.index, 1)[0]!;
  });
  target.splice(Math.min(Math.max(index, 0), target.length), 0, ...moving);
  return { ids };
}
