import type { ElementNode } from "#generated/types.ts";
import { assertPlaceable } from "../slot-rules.ts";
import { type EditorDoc, listAt, type Location } from "../tree.ts";

/** Puts new nodes at a location, in order, if the page or slot takes their types. */
export function insert(doc: EditorDoc, { nodes, to }: { nodes: ElementNode[]; to: Location }) {
  for (const node of nodes) assertPlaceable(doc, node.type, to);
  const list = listAt(doc, to);
  list.splice(Math.min(Math.max(to.index, 0), list.length), 0, ...nodes);
  return { ids: nodes.map((node) => node.id) };
}
