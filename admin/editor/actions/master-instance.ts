import type { ElementNode } from "#generated/types.ts";
import { cloneWithNewIds, type EditorDoc, mustLocate, newId } from "../tree.ts";

/** A new instance of a master (schemas/elements/master.schema.json): it draws the master's tree. */
export function instanceNode(masterId: number): ElementNode {
  return { id: newId(), type: "master", props: { masterId } };
}

/**
 * The element just saved as a master becomes an instance of it, in its place, so it follows
 * the master from now on like every other instance.
 */
export function makeInstance(doc: EditorDoc, { id, masterId }: { id: string; masterId: number }) {
  const { list, location } = mustLocate(doc, id);
  const instance = instanceNode(masterId);
  list.splice(location.index, 1, instance);
  return { ids: [instance.id] };
}

/**
 * Detach: the instance becomes a plain copy of the master's current tree (new ids), which no
 * longer follows the master.
 */
export function detach(doc: EditorDoc, { id, element }: { id: string; element: ElementNode }) {
  const { node, list, location } = mustLocate(doc, id);
  if (node.type !== "master") return { ids: [] };
  const copy = cloneWithNewIds(element);
  list.splice(location.index, 1, copy);
  return { ids: [copy.id] };
}
